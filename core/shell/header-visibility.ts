import { headerScroll } from '../config/site-config';

/**
 * The header hides on scroll down and reappears on scroll up; it gets a sticky flag at
 * 300 px or more and is always visible under 90 px (HEADER-3). The UI feeds
 * window.scrollY; y is clamped at 0 because iOS rubber-banding reports negative values.
 */
export interface HeaderScrollState {
  readonly hidden: boolean;
  readonly sticky: boolean;
  readonly lastY: number;
}

export const initialHeaderScroll: HeaderScrollState = { hidden: false, sticky: false, lastY: 0 };

export function nextHeaderScroll(prev: HeaderScrollState, y: number): HeaderScrollState {
  const pos = Number.isFinite(y) && y > 0 ? y : 0;
  let hidden: boolean;
  if (pos < headerScroll.alwaysVisibleUnder) hidden = false;
  else if (pos > prev.lastY) hidden = true;
  else if (pos < prev.lastY) hidden = false;
  else hidden = prev.hidden;
  const next = { hidden, sticky: pos >= headerScroll.stickyFrom, lastY: pos };
  // same object when nothing changed, so a view model can skip a needless update
  return next.hidden === prev.hidden && next.sticky === prev.sticky && next.lastY === prev.lastY ? prev : next;
}
