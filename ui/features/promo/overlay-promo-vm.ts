import { proxy } from 'valtio/vanilla';
import type { DismissPromo, InterfaceAction, NextOverlayPromo, Promo } from '@core';

export interface OverlayPromoVmState {
  /** the promo on screen (one at a time), or null */
  promo: Promo | null;
}

export interface OverlayPromoVm {
  readonly state: OverlayPromoVmState;
  /** fetch now, and again whenever the tab becomes visible with none active */
  start(): () => void;
  dismiss(): void;
  /** the promo's picture failed after it was shown: withdrawn, not recorded as seen */
  imageFailed(): void;
}

export interface OverlayPromoVmDeps {
  readonly nextPromo: NextOverlayPromo;
  readonly dismiss: DismissPromo;
  readonly dispatch: (action: InterfaceAction) => void;
  /** subscribes to "the tab became visible"; a dependency so jsdom tests can trigger it */
  readonly onVisible: (callback: () => void) => () => void;
  /**
   * Loads the promo's picture; false when the image library could not give it. A promo
   * is its picture: one without it would open as an empty box, so it is not shown.
   * Default: ready (tests and stories without images).
   */
  readonly imageReady?: (promo: Promo) => Promise<boolean>;
}

/** The browser's visibilitychange, as the default onVisible. */
export const documentOnVisible = (callback: () => void): (() => void) => {
  const listener = () => {
    if (document.visibilityState === 'visible') callback();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

export function createOverlayPromoVm({
  nextPromo,
  dismiss,
  dispatch,
  onVisible,
  imageReady = async () => true,
}: OverlayPromoVmDeps): OverlayPromoVm {
  const state = proxy<OverlayPromoVmState>({ promo: null });
  let fetching = false;
  let stopped = false;

  async function fetchNext(): Promise<void> {
    // one at a time: never fetch over a shown promo or a fetch already under way
    if (fetching || state.promo || stopped) return;
    fetching = true;
    const result = await nextPromo().catch(() => null);
    // a failing promo service (or image library) shows nothing, and says nothing: promos
    // are optional; it is not recorded as seen, so it may show once the services are back
    const due = result?.ok ? result.value : null;
    const pictured = due ? await imageReady(due).catch(() => false) : false;
    fetching = false;
    if (stopped || !due || !pictured || state.promo) return;
    state.promo = { ...due };
    dispatch({ type: 'promo/show', promoID: due.promoID });
  }

  return {
    state,
    start() {
      stopped = false;
      void fetchNext();
      const stopListening = onVisible(() => void fetchNext());
      return () => {
        stopped = true;
        stopListening();
      };
    },
    dismiss() {
      const shown = state.promo;
      if (!shown) return;
      dismiss(shown.promoID);
      state.promo = null;
      dispatch({ type: 'promo/dismiss' });
    },
    imageFailed() {
      if (!state.promo) return;
      state.promo = null;
      dispatch({ type: 'promo/dismiss' });
    },
  };
}
