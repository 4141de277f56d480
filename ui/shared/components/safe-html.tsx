import { useMemo, useRef } from 'react';
import { sanitizeHtml } from './sanitize-html';
import { useImagePlaceholders } from './use-image-placeholders';
import { WithFollowedLinks } from './follow-links';
import { usePainted } from './server-painted';

export interface SafeHtmlProps {
  readonly html: string;
  readonly className?: string;
}

/**
 * Content-service HTML, sanitised before it reaches the DOM; its internal links navigate
 * client-side. While the page hydrates, the body the server sanitised and painted stays as it
 * is: it is not sanitised and written again (usePainted).
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const { markup, attributes } = usePainted([html]);
  const clean = useMemo(() => markup ?? sanitizeHtml(html), [markup, html]);
  const ref = useRef<HTMLDivElement>(null);
  // content images (figures in an article) that fail become placeholders of their size
  useImagePlaceholders(ref, [clean]);
  return (
    <WithFollowedLinks>
      {(follow) => (
        // The click handler only delegates link clicks: the links themselves are the
        // keyboard-operable controls, so the container needs no key handler or role.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div
          ref={ref}
          {...attributes}
          className={className}
          onClick={follow}
          dangerouslySetInnerHTML={{ __html: clean }}
          suppressHydrationWarning
        />
      )}
    </WithFollowedLinks>
  );
}
