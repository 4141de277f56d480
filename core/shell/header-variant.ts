import { headerBreakpoints, headerHeights, headerScroll } from '../config/site-config';
import type { HeaderStyle } from './interface-state';
import type { HeaderScrollState } from './header-visibility';

/**
 * The five header variants (HEADER-2, HEADER-3): three looks and two ways of
 * staying on screen.
 * - The look comes from the page type (headerStyleFor): solid, transparent light or
 *   transparent dark, worn while the header sits over the top of the page.
 * - The motion comes from the web settings' header type: 'fixed' stays pinned and never
 *   hides; 'reveal' (and 'sticky', the club's setting, which the spec describes as hiding
 *   on scroll down and reappearing on scroll up) tucks away and slides back on scroll up.
 * Once scrolled past the header (the sticky flag) the header shows its motion variant on a
 * solid bar, because a transparent bar over arbitrary content cannot promise contrast.
 */
export type HeaderMotion = 'fixed' | 'reveal';
export type HeaderVariant = HeaderStyle | HeaderMotion;
export const headerVariants: readonly HeaderVariant[] = [
  'solid',
  'transparent-light',
  'transparent-dark',
  'fixed',
  'reveal',
];

/** the web settings' header type; anything else is read as the club's 'sticky' */
export type HeaderType = 'sticky' | 'fixed' | 'reveal';
export const headerTypes: readonly HeaderType[] = ['sticky', 'fixed', 'reveal'];

export function headerMotionFor(headerType: string | null | undefined): HeaderMotion {
  return headerType === 'fixed' ? 'fixed' : 'reveal';
}

/** what the header shows at one scroll position */
export interface HeaderPresentation {
  readonly variant: HeaderVariant;
  /** tucked away above the page (reveal only; never while something in it has focus) */
  readonly hidden: boolean;
}

export function headerPresentation(
  look: HeaderStyle,
  motion: HeaderMotion,
  scroll: HeaderScrollState,
  holdOpen = false,
): HeaderPresentation {
  const scrolledPast = scroll.sticky || scroll.lastY >= headerScroll.alwaysVisibleUnder;
  const variant: HeaderVariant = scrolledPast ? motion : look;
  return { variant, hidden: motion === 'reveal' && scroll.hidden && !holdOpen };
}

/**
 * The primary bar's height at a viewport width (55, 64 or 80 px); the global nav adds its 32 px
 * above it. The CSS sets the same heights with media queries, so the server's first paint
 * already has them and nothing moves when the page hydrates.
 */
export function headerBarHeight(viewportWidth: number): (typeof headerHeights.variants)[number] {
  const [small, medium, large] = headerHeights.variants;
  if (!(viewportWidth >= headerBreakpoints.medium)) return small;
  return viewportWidth >= headerBreakpoints.large ? large : medium;
}

export function headerTotalHeight(viewportWidth: number, globalNav: boolean): number {
  return headerBarHeight(viewportWidth) + (globalNav ? headerHeights.globalNav : 0);
}
