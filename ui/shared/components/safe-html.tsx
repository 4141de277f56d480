import { use, useEffect, useRef, type MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { site } from '@core';
import { isInternalLink } from '@core/routing/link-kind';
import { CataloguedError } from './catalogued-error';
import { checkAlreadyBroken, replaceWithPlaceholder } from './image-placeholder';
import { sanitizedOrPending } from './sanitize-html';

export interface SafeHtmlProps {
  readonly html: string;
  readonly className?: string;
}

/**
 * Content-service HTML, sanitised before it reaches the DOM. HTML beyond the site's limit is
 * never sanitised or shown: the catalogued 'too long to show' takes its place.
 */
export function SafeHtml(props: SafeHtmlProps) {
  // internal links in content navigate client-side when there is a router to do it
  const routed = useInRouterContext();
  if (props.html.length > site.contentHtmlMaxChars) return <CataloguedError error={{ code: 'CONTENT.TOO_LARGE' }} />;
  return routed ? <RoutedHtml {...props} /> : <StaticHtml {...props} />;
}

function StaticHtml({
  html,
  className,
  onClick,
}: SafeHtmlProps & { onClick?: (e: MouseEvent<HTMLDivElement>) => void }) {
  // on the server a body not sanitised before waits for the worker (React's use); the browser sanitises now
  const now = sanitizedOrPending(html);
  const clean = typeof now === 'string' ? now : use(now);
  const ref = useRef<HTMLDivElement>(null);
  // Content images (figures in an article) come from the image library too: one that
  // fails becomes a placeholder of its size, never a broken-image icon. 'error' does not
  // bubble, so the container listens in the capture phase.
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement) replaceWithPlaceholder(e.target);
    };
    root.addEventListener('error', onError, true);
    for (const img of root.querySelectorAll('img')) checkAlreadyBroken(img, () => replaceWithPlaceholder(img));
    return () => root.removeEventListener('error', onError, true);
  }, [clean]);
  // The click handler only delegates link clicks: the links themselves are the
  // keyboard-operable controls, so the container needs no key handler or role.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div ref={ref} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}

function RoutedHtml(props: SafeHtmlProps) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const anchor = (e.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank' || !isInternalLink(href)) return;
    e.preventDefault();
    navigate(href);
  };
  return <StaticHtml {...props} onClick={onClick} />;
}
