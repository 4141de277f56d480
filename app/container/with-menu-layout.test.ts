import { createWebSettingsMemory } from '@adapters/memory/index';
import { withMenuLayout } from './with-menu-layout';

describe('withMenuLayout', () => {
  it('overrides the web settings layout when the deployment picks one', async () => {
    const r = await withMenuLayout(createWebSettingsMemory(), 'tiles').get();
    expect(r.ok && r.value.menuLayout).toBe('tiles');
  });
  it('leaves the web settings alone when the setting is empty, and passes errors through', async () => {
    const port = createWebSettingsMemory();
    expect(withMenuLayout(port, '')).toBe(port);
    const failing = createWebSettingsMemory(undefined, { fail: 'SERVICE.UNAVAILABLE' });
    const r = await withMenuLayout(failing, 'list').get();
    expect(r.ok).toBe(false);
  });
});
