import { useLoaderData } from 'react-router-dom';
import type { ServiceLocator } from '../services/service-tokens';

/** What a page tells the document head: the server writes it, share buttons and search engines read it. */
export interface PageHead {
  readonly title: string;
  readonly description?: string;
  /** path on the site's origin; the server makes it absolute */
  readonly canonicalPath?: string;
  /** absolute image address for Open Graph and Twitter cards */
  readonly image?: string;
  readonly type?: 'website' | 'article' | 'video.other';
  /** schema.org JSON-LD (NewsArticle, VideoObject, SportsEvent) */
  readonly jsonLd?: Readonly<Record<string, unknown>>;
  /** app news layout: hidden from search engines */
  readonly noindex?: boolean;
}

/** A page's server-side data: its view model's snapshot (the seed) and its head. */
export interface PageData<Seed> {
  readonly seed: Seed;
  readonly head?: PageHead;
}

export interface ServerLoadArgs {
  readonly services: ServiceLocator;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly url: URL;
}

/**
 * A page module may export `serverLoad`: it loads the page's view model through the
 * same use cases on the server (per-request services) and returns its snapshot.
 * It throws `data(null, { status: 404 })` for content that does not exist and
 * `redirect(...)` for the page tree's redirects.
 */
export type ServerLoad<Seed> = (args: ServerLoadArgs) => Promise<PageData<Seed>>;

/** The request context the site server hands to loaders; absent in the browser. */
export interface ServerRequestContext {
  readonly services: ServiceLocator;
}

/**
 * The seed the server rendered this page from, during hydration only: after a
 * client-side navigation the loader returns null and the view model loads itself.
 */
export function usePageSeed<Seed>(): Seed | undefined {
  let data: PageData<Seed> | null | undefined;
  try {
    data = useLoaderData() as PageData<Seed> | null | undefined;
  } catch {
    // outside a data router (component tests and stories use a MemoryRouter): no seed.
    // The same hooks run before the throw on every render, so the hook order is stable.
    data = undefined;
  }
  return data?.seed ?? undefined;
}
