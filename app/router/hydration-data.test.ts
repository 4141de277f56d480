import { isRouteErrorResponse } from 'react-router-dom';
import { fromWireHydration, toWireHydration } from './hydration-data';

describe("the server's router state, over the wire", () => {
  it("an Error thrown on the server crosses as a plain 'failed on the server': its message and stack stay there", () => {
    const wire = JSON.parse(
      JSON.stringify(
        toWireHydration({ loaderData: {}, actionData: null, errors: { page: new Error('secret stack') } }),
      ),
    );
    expect(JSON.stringify(wire)).not.toContain('secret');
    expect(fromWireHydration(wire).errors?.page).toEqual(new Error('The page failed on the server'));
  });

  it('a 404 route error response round-trips as one, status and data kept', () => {
    const wire = JSON.parse(
      JSON.stringify({
        loaderData: {},
        actionData: null,
        errors: {
          page: { __type: 'RouteErrorResponse', status: 404, statusText: 'Not Found', data: null, internal: false },
        },
      }),
    );
    const page = fromWireHydration(wire).errors?.page;
    expect(isRouteErrorResponse(page)).toBe(true);
    expect(page).toMatchObject({ status: 404, statusText: 'Not Found', data: null });
  });
});
