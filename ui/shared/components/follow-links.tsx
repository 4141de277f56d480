import type { MouseEvent, ReactElement } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { isInternalLink } from '@core/routing/link-kind';

export type FollowLinks = (e: MouseEvent<HTMLElement>) => void;

/**
 * For markup React does not render link by link (content HTML, a server-painted part): its
 * element gets a click handler under which a plain left click on an internal link navigates
 * client-side, as AppLink does; a link to another site, a new tab or a modified click is the
 * browser's. Outside a router (a story, a component test) links stay plain links.
 */
export function WithFollowedLinks({ children }: { readonly children: (follow?: FollowLinks) => ReactElement }) {
  return useInRouterContext() ? <Routed render={children} /> : children(undefined);
}

function Routed({ render }: { readonly render: (follow: FollowLinks) => ReactElement }) {
  const navigate = useNavigate();
  return render((e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const anchor = (e.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank' || !isInternalLink(href)) return;
    e.preventDefault();
    void navigate(href);
  });
}
