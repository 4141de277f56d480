import { createContext, useContext } from 'react';
import type { HeaderStyle } from '@core';
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
  /** the page's largest paint, when it is an image: preloaded with high priority */
  readonly preloadImage?: { readonly src: string; readonly srcSet: string; readonly sizes: string };
}

/** A page's server-side data: its view model's snapshot (the seed) and its head. */
export interface PageData<Seed> {
  readonly seed: Seed;
  readonly head?: PageHead;
  /**
   * the header's look when the page's data decides it (a content page with a hero image);
   * otherwise the route's page type does (core pageTypeForPath)
   */
  readonly headerStyle?: HeaderStyle;
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

const PageSeedContext = createContext<unknown>(undefined);

/**
 * What the app wraps each route's element in (app/router/route-seed.tsx): the seed of that
 * route's server data, read with react-router's own useLoaderData.
 */
export const PageSeedProvider = PageSeedContext.Provider;

/**
 * The seed the server rendered this page from, during hydration only: after a client-side
 * navigation the loader returns null and the view model loads itself. Component tests and
 * stories render pages without a data router: there is simply no seed there.
 */
export function usePageSeed<Seed>(): Seed | undefined {
  return useContext(PageSeedContext) as Seed | undefined;
}
