import { useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { WithFollowedLinks } from './follow-links';
import { useImagePlaceholders } from './use-image-placeholders';

const PAINTED = 'data-painted';

/** the markup the server painted for this part, while the page still shows it (hydration) */
function paintedMarkup(id: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll(`[${PAINTED}]`))
    if (element.getAttribute(PAINTED) === id) return element.innerHTML;
  return null;
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * The markup the server painted for this element while the page is hydrating and `deps` are what
 * it was painted with; null when the element is new (a client-side navigation) or its deps
 * changed. `attributes` go on the element: they name it for the lookup.
 */
export function usePainted(deps: readonly unknown[]): {
  readonly markup: string | null;
  readonly attributes: Readonly<Record<typeof PAINTED, string>>;
} {
  const id = useId();
  const [first] = useState(() => ({ markup: paintedMarkup(id), deps }));
  const markup = first.markup !== null && sameDeps(first.deps, deps) ? first.markup : null;
  return { markup, attributes: { [PAINTED]: id } };
}

export interface ServerPaintedProps extends Pick<
  HTMLAttributes<HTMLElement>,
  'className' | 'aria-label' | 'aria-labelledby' | 'aria-hidden'
> {
  /** what the part shows: rendered on the server, and in the browser when the part is new or changed */
  readonly children: ReactNode;
  /** what the part is made from: while it is what the server painted with, the painted markup stays */
  readonly deps: readonly unknown[];
  readonly as?: 'div' | 'section' | 'ul' | 'nav' | 'p';
  /** marks room kept for content still to come (styles and journeys tell it apart) */
  readonly reserved?: boolean;
  /** the part holds controls now (a 'Try again' button): React renders it, painted or not */
  readonly live?: boolean;
}

/**
 * Markup the server painted that does not change is not rendered again to hydrate: React keeps
 * the server's elements as they are (the painted markup as its inner HTML, which hydration
 * never writes) instead of rendering, matching and wiring each of them. Its links still
 * navigate client-side (one click handler on the part) and its pictures that fail become
 * placeholders. What happens inside must need no handlers of its own: links, pictures and
 * text, not buttons.
 *
 * When `deps` change (the data the part shows was replaced), or the part is new (a client-side
 * navigation), React renders `children` as usual.
 */
export function ServerPainted({
  children,
  deps,
  as: Tag = 'div',
  reserved,
  live = false,
  ...element
}: ServerPaintedProps) {
  const painted = usePainted(deps);
  const markup = live ? null : painted.markup;
  const { attributes } = painted;
  const own = { ...element, ...attributes, ...(reserved ? { 'data-reserved': '' } : {}) };
  // its pictures (ResponsiveImage's markup) that fail become placeholders, as ResponsiveImage's own do
  const paintedElement = useRef<HTMLElement>(null);
  useImagePlaceholders(paintedElement, [markup]);
  return (
    <WithFollowedLinks>
      {(follow) =>
        markup !== null ? (
          // the click handler only delegates link clicks: the links are the controls (a dynamic
          // tag, which the accessibility lint does not read)
          <Tag
            key="painted"
            ref={paintedElement as never}
            {...own}
            onClick={follow}
            dangerouslySetInnerHTML={{ __html: markup }}
            suppressHydrationWarning
          />
        ) : (
          // rendered as usual: its links are AppLinks
          <Tag key="rendered" {...own}>
            {children}
          </Tag>
        )
      }
    </WithFollowedLinks>
  );
}
