/**
 * Vitest helper: installs msw with the stand-in's handlers for the current test
 * file and hands back every HTTP adapter wired to it. Faults are reset after
 * each test so one test's injected failure never leaks into the next.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHttpAdaptersOverStandIn, type HttpAdaptersOptions } from './http-adapters';

export function useStandInServer(options: HttpAdaptersOptions = {}) {
  const over = createHttpAdaptersOverStandIn(options);
  const server = setupServer(...over.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    over.control.reset();
    over.logs.length = 0;
  });
  afterAll(() => server.close());
  // a test may answer one request its own way (server.use); its handlers go after each test
  afterEach(() => server.resetHandlers());
  return Object.assign(over, { server });
}
