import { routeLookOf } from './route-look';

const matches = [{ route: { id: 'layout' } }, { route: { id: 'page' } }];

describe("the header's look from the router's state", () => {
  it('a failed route anywhere is the error look; otherwise nothing failed', () => {
    expect(routeLookOf({ errors: { page: new Error('x') }, matches, loaderData: {} }).failed).toBe(true);
    expect(routeLookOf({ errors: {}, matches, loaderData: {} }).failed).toBe(false);
    expect(routeLookOf({ errors: null, matches, loaderData: {} }).failed).toBe(false);
  });

  it("the deepest page's chosen look wins over its layout's; no choice, no look", () => {
    const loaderData = {
      layout: { seed: {}, headerStyle: 'solid' },
      page: { seed: {}, headerStyle: 'transparent-dark' },
    };
    expect(routeLookOf({ errors: null, matches, loaderData }).headerStyle).toBe('transparent-dark');
    expect(routeLookOf({ errors: null, matches, loaderData: { page: null } }).headerStyle).toBeUndefined();
  });
});
