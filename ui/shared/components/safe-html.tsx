import { use, useRef } from 'react';
import { site } from '@core';
import { CataloguedError } from './catalogued-error';
import { sanitizedOrPending } from './sanitize-html';
import { useImagePlaceholders } from './use-image-placeholders';
import { WithFollowedLinks } from './follow-links';
import { usePainted } from './server-painted';

export interface SafeHtmlProps {
  readonly html: string;
  readonly className?: string;
}

/**
 * Content-service HTML, sanitised before it reaches the DOM; its internal links navigate
 * client-side. HTML beyond the site's limit is never sanitised or shown: the catalogued 'too
 * long to show' takes its place.
 */
export function SafeHtml(props: SafeHtmlProps) {
  if (props.html.length > site.contentHtmlMaxChars) return <CataloguedError error={{ code: 'CONTENT.TOO_LARGE' }} />;
  return <SanitisedHtml {...props} />;
}

/**
 * While the page hydrates, the body the server sanitised and painted stays as it is: it is not
 * sanitised and written again (usePainted).
 */
function SanitisedHtml({ html, className }: SafeHtmlProps) {
  const { markup, attributes } = usePainted([html]);
  // on the server a body not sanitised before waits for the worker (React's use); the browser sanitises now
  const now = markup ?? sanitizedOrPending(html);
  const clean = typeof now === 'string' ? now : use(now);
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
