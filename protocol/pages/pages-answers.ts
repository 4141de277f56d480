/**
 * The web API's page answers built from the page seed: the tree of published pages and a page by
 * its path (its content, its published children as tiles, its breadcrumbs). The stand-in serves
 * them over HTTP; the site's in-memory pages adapter maps the very same answers through the HTTP
 * adapter's schemas, so both modes show one site. Typed with the wire (pages-wire.ts).
 */
import type { SeedPage } from './pages-seed';
import type { PageByPathWire, PageNodeWire, PageTreeWire } from './pages-wire';

export interface PageAnswers {
  /** GET /pages/tree: the published pages, roots in page order */
  tree(): PageTreeWire;
  /** GET /pages/by-path?path=: a published page, or undefined */
  byPath(path: string): PageByPathWire | undefined;
}

function pageResponse(p: SeedPage, byId: ReadonlyMap<string, SeedPage>): PageByPathWire {
  const crumbs: { postTitle: string; fullPath: string }[] = [];
  for (
    let parent = p.parentId ? byId.get(p.parentId) : undefined;
    parent;
    parent = parent.parentId ? byId.get(parent.parentId) : undefined
  ) {
    crumbs.unshift({ postTitle: parent.postTitle, fullPath: parent.fullPath });
  }
  const { parentId: _parent, summary, heroImage, blocks, ...fields } = p;
  return {
    page: fields,
    content: { summary, heroImage, blocks },
    children: p.childIds
      .map((id) => byId.get(id))
      .filter((c): c is SeedPage => !!c)
      .sort((a, b) => a.pageOrder - b.pageOrder)
      .map((c) => ({
        postID: c.postID,
        postTitle: c.postTitle,
        fullPath: c.fullPath,
        summary: c.summary,
        imageKey: c.heroImage?.key ?? null,
      })),
    breadcrumbs: crumbs,
  };
}

export function createPageAnswers(pages: readonly SeedPage[]): PageAnswers {
  const published = pages.filter((p) => p.postStatus === 'Published');
  const byId = new Map(published.map((p) => [p.postID, p]));
  const node = (p: SeedPage): PageNodeWire => {
    const children = p.childIds
      .map((id) => byId.get(id))
      .filter((c): c is SeedPage => !!c)
      .map(node);
    return {
      postID: p.postID,
      postTitle: p.postTitle,
      postStatus: p.postStatus,
      pageTemplate: p.pageTemplate,
      savedTimestamp: p.savedTimestamp,
      pageOrder: p.pageOrder,
      pageSlug: p.pageSlug,
      fullPath: p.fullPath,
      publishedDate: p.publishedDate,
      publishedTime: p.publishedTime,
      nestedLevel: p.nestedLevel,
      childIds: children.map((c) => c.postID),
      children,
      redirect: p.redirect,
      middleware: p.middleware,
    };
  };
  const tree = published
    .filter((p) => p.parentId === null)
    .sort((a, b) => a.pageOrder - b.pageOrder)
    .map(node);
  return {
    tree: () => ({ pages: tree }),
    byPath(path) {
      const wanted = path.replace(/^\/+|\/+$/g, '');
      const page = published.find((p) => p.fullPath === wanted);
      return page && pageResponse(page, byId);
    },
  };
}
