import type { HeaderStyle } from '@core';
import { useHeaderStyle } from '../../app-shell/use-header-style';

/**
 * Sets the header style while mounted. A component rather than a hook call in the
 * page, so a page that turns out to be a 404 simply does not render it and the
 * error page's own (solid) style is the one that sticks.
 */
export function PageHeaderStyle({ style }: { readonly style: HeaderStyle }) {
  useHeaderStyle(style);
  return null;
}
