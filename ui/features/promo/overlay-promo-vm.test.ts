import fc from 'fast-check';
import { err, ok, unavailable, type Promo } from '@core';
import { createOverlayPromoVm } from './overlay-promo-vm';
import { flush } from '../../shared/testing/deferred';

const promo = (promoID: string): Promo => ({
  promoID,
  startDateTime: '2025-01-01T00:00:00Z',
  endDateTime: '2099-01-01T00:00:00Z',
  type: 'Default',
  url: '/videos',
  webNewWindow: false,
  imageKey: 'promo',
  imageAltText: 'Season passes on sale',
});
const visibility = () => {
  let cb: (() => void) | null = null;
  return {
    onVisible: (c: () => void) => {
      cb = c;
      return () => {
        cb = null;
      };
    },
    fire: () => cb?.(),
  };
};

describe('createOverlayPromoVm', () => {
  it('fetches on start, shows the promo and locks the background', async () => {
    const dispatch = vi.fn();
    const vm = createOverlayPromoVm({
      nextPromo: async () => ok(promo('p1')),
      dismiss: vi.fn(),
      dispatch,
      onVisible: visibility().onVisible,
    });
    vm.start();
    await flush();
    expect(vm.state.promo?.promoID).toBe('p1');
    expect(dispatch).toHaveBeenCalledWith({ type: 'promo/show', promoID: 'p1' });
  });

  it('dismiss records it as seen and unlocks', async () => {
    const dispatch = vi.fn();
    const dismiss = vi.fn();
    const vm = createOverlayPromoVm({
      nextPromo: async () => ok(promo('p1')),
      dismiss,
      dispatch,
      onVisible: visibility().onVisible,
    });
    vm.start();
    await flush();
    vm.dismiss();
    expect(dismiss).toHaveBeenCalledWith('p1');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'promo/dismiss' });
    expect(vm.state.promo).toBeNull();
  });

  it('a promo whose image cannot be loaded is not shown at all (nor recorded as seen); becoming visible tries again', async () => {
    const dispatch = vi.fn();
    const dismiss = vi.fn();
    const { onVisible, fire } = visibility();
    let imageLibraryUp = false;
    const imageReady = vi.fn(async () => imageLibraryUp);
    const vm = createOverlayPromoVm({
      nextPromo: async () => ok(promo('p1')),
      dismiss,
      dispatch,
      onVisible,
      imageReady,
    });
    vm.start();
    await flush();
    expect(imageReady).toHaveBeenCalledWith(promo('p1'));
    expect(vm.state.promo).toBeNull();
    expect(dispatch).not.toHaveBeenCalled();
    expect(dismiss).not.toHaveBeenCalled();
    imageLibraryUp = true;
    fire();
    await flush();
    expect(vm.state.promo?.promoID).toBe('p1');
  });

  it('a promo whose image fails once shown is withdrawn: unlocked, not recorded as seen', async () => {
    const dispatch = vi.fn();
    const dismiss = vi.fn();
    const vm = createOverlayPromoVm({
      nextPromo: async () => ok(promo('p1')),
      dismiss,
      dispatch,
      onVisible: visibility().onVisible,
      imageReady: async () => true,
    });
    vm.start();
    await flush();
    vm.imageFailed();
    expect(vm.state.promo).toBeNull();
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'promo/dismiss' });
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('a failing service shows nothing', async () => {
    const dispatch = vi.fn();
    const vm = createOverlayPromoVm({
      nextPromo: async () => err(unavailable('promo-overlays')),
      dismiss: vi.fn(),
      dispatch,
      onVisible: visibility().onVisible,
    });
    vm.start();
    await flush();
    expect(vm.state.promo).toBeNull();
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('re-fetches when the tab becomes visible only while none is shown: never two at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('visible', 'dismiss', 'settle'), { maxLength: 20 }), async (steps) => {
        let n = 0;
        const dispatch = vi.fn();
        const v = visibility();
        const nextPromo = vi.fn(async () => ok(promo(`p${++n}`)));
        const vm = createOverlayPromoVm({ nextPromo, dismiss: vi.fn(), dispatch, onVisible: v.onVisible });
        vm.start();
        for (const s of steps) {
          if (s === 'visible') v.fire();
          else if (s === 'dismiss') vm.dismiss();
          else await flush();
        }
        await flush();
        // shows and dismisses alternate: a second promo never appears over the first
        let open = 0;
        for (const [a] of dispatch.mock.calls) {
          open += a.type === 'promo/show' ? 1 : -1;
          expect(open === 0 || open === 1).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});
