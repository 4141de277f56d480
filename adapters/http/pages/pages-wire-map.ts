/**
 * Wire -> core for the web API's pages: the tree, a page by path and the menus. The HTTP adapter
 * maps what it parsed; the in-memory adapter maps the shared seed's answers (protocol/pages/)
 * through these same functions, so both modes show one site.
 */
import {
  buttonTypes,
  type ButtonData,
  type ContentPage,
  type ButtonType,
  type ContentBlock,
  type MenuItem,
  type PageNode,
  type SiteMenus,
} from '@core';
import type { ButtonWire, MenuItemWire, MenusWire, PageNodeWire, PageTreeWire } from '@protocol/pages/pages-wire';
import { blockWireSchema, type PageByPathAsRead } from './pages-schema';

// core's list of the button types the site draws: anything else keeps the default
const isButtonType = (t: string): t is ButtonType => (buttonTypes as readonly string[]).includes(t);

/** only 'Published' pages exist for the site; anything else is dropped with its subtree */
function toNode(w: PageNodeWire): PageNode | null {
  if (w.postStatus !== 'Published') return null;
  const children = w.children
    .map(toNode)
    .filter((c): c is PageNode => c !== null)
    .sort((a, b) => a.pageOrder - b.pageOrder);
  return {
    postID: w.postID,
    postTitle: w.postTitle,
    postStatus: 'Published',
    pageTemplate: w.pageTemplate,
    savedTimestamp: w.savedTimestamp,
    pageOrder: w.pageOrder,
    pageSlug: w.pageSlug,
    fullPath: w.fullPath.replace(/^\/+/, ''),
    publishedDate: w.publishedDate,
    publishedTime: w.publishedTime,
    nestedLevel: w.nestedLevel,
    childIds: children.map((c) => c.postID),
    children,
    ...routeFields(w),
  };
}

/** a node's or a page's redirect and middleware, left out when the CMS sends none */
function routeFields(w: Pick<PageNodeWire, 'redirect' | 'middleware'>): Pick<PageNode, 'redirect' | 'middleware'> {
  return {
    ...(w.redirect
      ? {
          redirect: {
            location: w.redirect.location,
            ...(w.redirect.status != null ? { status: w.redirect.status } : {}),
          },
        }
      : {}),
    ...(w.middleware?.length ? { middleware: w.middleware } : {}),
  };
}

function toButton(b: ButtonWire): ButtonData {
  return {
    link: b.link,
    text: b.text,
    ...(b.type && isButtonType(b.type) ? { type: b.type } : {}),
    ...(b.newTab != null ? { newTab: b.newTab } : {}),
    ...(b.inline != null ? { inline: b.inline } : {}),
    ...(b.small != null ? { small: b.small } : {}),
    ...(b.icon ? { icon: b.icon } : {}),
    ...(b.iconAlignment === 'left' || b.iconAlignment === 'right' ? { iconAlignment: b.iconAlignment } : {}),
    ...(b.image ? { image: b.image } : {}),
  };
}

function toBlock(raw: unknown): ContentBlock | null {
  const parsed = blockWireSchema.safeParse(raw);
  if (!parsed.success) return null;
  const b = parsed.data;
  switch (b.type) {
    case 'richText':
      return { kind: 'rich-text', html: b.html };
    case 'image':
      return { kind: 'image', imageKey: b.imageKey, alt: b.alt, ...(b.caption ? { caption: b.caption } : {}) };
    case 'buttons':
      return { kind: 'buttons', buttons: b.buttons.map(toButton) };
    case 'cards':
      return {
        kind: 'cards',
        title: b.title,
        cards: b.cards.map((c) => ({
          title: c.title,
          path: c.link,
          summary: c.summary,
          ...(c.imageKey ? { imageKey: c.imageKey } : {}),
        })),
      };
    case 'quote':
      return { kind: 'quote', text: b.text, cite: b.cite };
  }
}

function toMenuItem(w: MenuItemWire): MenuItem {
  return {
    label: w.label,
    link: w.link,
    ...(w.newTab != null ? { newTab: w.newTab } : {}),
    ...(w.imageKey ? { imageKey: w.imageKey } : {}),
    ...(w.children && w.children.length > 0 ? { children: w.children.map(toMenuItem) } : {}),
  };
}

const menuSlugs = ['primary', 'main', 'featured', 'footer', 'error'] as const;

/** a page by path, or null when it is not published (only published pages exist for the site) */
export function toContentPage(w: PageByPathAsRead): ContentPage | null {
  if (w.page.postStatus !== 'Published') return null;
  return {
    id: w.page.postID,
    title: w.page.postTitle,
    template: w.page.pageTemplate,
    fullPath: w.page.fullPath.replace(/^\/+/, ''),
    summary: w.content.summary,
    ...(w.content.heroImage ? { heroImageKey: w.content.heroImage.key, heroImageAlt: w.content.heroImage.alt } : {}),
    blocks: w.content.blocks.map(toBlock).filter((b): b is ContentBlock => b !== null),
    children: w.children.map((c) => ({
      title: c.postTitle,
      path: `/${c.fullPath.replace(/^\/+/, '')}`,
      summary: c.summary,
      ...(c.imageKey ? { imageKey: c.imageKey } : {}),
    })),
    breadcrumbs: w.breadcrumbs.map((b) => ({ title: b.postTitle, path: `/${b.fullPath.replace(/^\/+/, '')}` })),
    publishedAt: `${w.page.publishedDate}T${w.page.publishedTime}Z`,
    ...routeFields(w.page),
  };
}

export const toPageTree = (w: PageTreeWire): PageNode[] =>
  w.pages
    .map(toNode)
    .filter((n): n is PageNode => n !== null)
    .sort((a, b) => a.pageOrder - b.pageOrder);

export function toSiteMenus(w: MenusWire): SiteMenus {
  const bySlug = new Map(w.menus.map((m) => [m.slug, m.items.map(toMenuItem)]));
  // a menu the CMS does not send is shown empty rather than failing the whole shell
  return Object.fromEntries(menuSlugs.map((s) => [s, bySlug.get(s) ?? []])) as unknown as SiteMenus;
}
