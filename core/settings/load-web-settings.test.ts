import { ok } from '../shared/result';
import type { WebSettingsPort } from '../ports/web-settings.port';
import type { WebSettings } from './web-settings-types';
import { makeLoadWebSettings } from './load-web-settings';

const settings = {} as WebSettings;
/** a port whose answers are released by hand, counting its calls */
function heldPort() {
  const releases: (() => void)[] = [];
  const port: WebSettingsPort & { calls: number } = {
    calls: 0,
    get() {
      port.calls += 1;
      return new Promise((resolve) => releases.push(() => resolve(ok(settings))));
    },
  };
  return { port, releaseAll: () => releases.splice(0).forEach((r) => r()) };
}

describe('makeLoadWebSettings', () => {
  it('callers asking while an answer is on its way share one call to the service', async () => {
    const { port, releaseAll } = heldPort();
    const load = makeLoadWebSettings({ webSettings: port });
    const asks = [load(), load(), load()];
    expect(port.calls).toBe(1);
    releaseAll();
    expect((await Promise.all(asks)).every((r) => r.ok)).toBe(true);
  });

  it('keeps nothing after the answer: a later ask goes to the service again', async () => {
    const { port, releaseAll } = heldPort();
    const load = makeLoadWebSettings({ webSettings: port });
    const first = load();
    releaseAll();
    await first;
    const second = load();
    expect(port.calls).toBe(2);
    releaseAll();
    await second;
  });
});
