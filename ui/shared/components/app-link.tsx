import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { isInternalLink } from '@core/routing/link-kind';
import { VisuallyHidden } from './visually-hidden';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  readonly href: string;
  /** open in a new tab; screen-reader users are told so */
  readonly newTab?: boolean;
  readonly children: ReactNode;
  /** the anchor itself (a page watching it come on screen) */
  readonly ref?: Ref<HTMLAnchorElement>;
}

/**
 * The one link of the site (BUTTON-4): a link starting with '/' is
 * internal and navigates client-side; anything else is external and never leaks
 * window.opener or the referrer.
 */
export function AppLink({ href, newTab = false, children, ...anchorProps }: AppLinkProps) {
  const tab = newTab ? { target: '_blank' } : {};
  const note = newTab ? (
    <>
      {' '}
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </>
  ) : null;
  if (isInternalLink(href)) {
    return (
      <Link to={href} {...tab} {...anchorProps}>
        {children}
        {note}
      </Link>
    );
  }
  return (
    <a href={href} rel="noopener noreferrer" {...tab} {...anchorProps}>
      {children}
      {note}
    </a>
  );
}
