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
}

export interface OverlayPromoVmDeps {
  readonly nextPromo: NextOverlayPromo;
  readonly dismiss: DismissPromo;
  readonly dispatch: (action: InterfaceAction) => void;
  /** subscribes to "the tab became visible"; a dependency so jsdom tests can trigger it */
  readonly onVisible: (callback: () => void) => () => void;
}

/** The browser's visibilitychange, as the default onVisible. */
export const documentOnVisible = (callback: () => void): (() => void) => {
  const listener = () => { if (document.visibilityState === 'visible') callback(); };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

export function createOverlayPromoVm({ nextPromo, dismiss, dispatch, onVisible }: OverlayPromoVmDeps): OverlayPromoVm {
  const state = proxy<OverlayPromoVmState>({ promo: null });
  let fetching = false;
  let stopped = false;

  async function fetchNext(): Promise<void> {
    // one at a time: never fetch over a shown promo or a fetch already under way
    if (fetching || state.promo || stopped) return;
    fetching = true;
    const result = await nextPromo().catch(() => null);
    fetching = false;
    // a failing promo service shows nothing, and says nothing: promos are optional
    if (stopped || !result || !result.ok || !result.value || state.promo) return;
    state.promo = { ...result.value };
    dispatch({ type: 'promo/show', promoID: result.value.promoID });
  }

  return {
    state,
    start() {
      stopped = false;
      void fetchNext();
      const stopListening = onVisible(() => void fetchNext());
      return () => { stopped = true; stopListening(); };
    },
    dismiss() {
      const shown = state.promo;
      if (!shown) return;
      dismiss(shown.promoID);
      state.promo = null;
      dispatch({ type: 'promo/dismiss' });
    },
  };
}
