/**
 * The web API's page answers built from the page seed: the tree of published pages and a page by
 * its path (its content, its published children as tiles, its breadcrumbs). The stand-in serves
 * them over HTTP; the site's in-memory pages adapter maps the very same answers through the HTTP
 * adapter's schemas, so both modes show one site.
 */
import type { SeedPage } from './pages-seed';

/** a node of the tree: the page's own fields, its published children nested */
export type PageNodeAnswer = Pick<
  SeedPage,
  | 'postID'
  | 'postTitle'
  | 'postStatus'
  | 'pageTemplate'
  | 'savedTimestamp'
  | 'pageOrder'
  | 'pageSlug'
  | 'fullPath'
  | 'publishedDate'
  | 'publishedTime'
  | 'nestedLevel'
  // as the page by path says: a sitemap can tell a redirect or a page that cannot render from a page
  | 'redirect'
  | 'middleware'
> & { readonly childIds: string[]; readonly children: PageNodeAnswer[] };

export interface PageAnswers {
  /** GET /pages/tree: the published pages, roots in page order */
  tree(): { pages: PageNodeAnswer[] };
  /** GET /pages/by-path?path=: a published page, or undefined */
  byPath(path: string): ReturnType<typeof pageResponse> | undefined;
}

function pageResponse(p: SeedPage, byId: ReadonlyMap<string, SeedPage>) {
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
  const node = (p: SeedPage): PageNodeAnswer => {
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
