import { createContext } from 'react';
import type { HeaderStyle } from '@core';
import type { PageData } from '../../shared/ssr/page-data';

/** What the router's state says of the header's look, before any page has announced its own. */
export interface RouteLook {
  /** a route failed (a 404, a 500, a chunk that did not load): the error page's look */
  readonly failed: boolean;
  /** the look the deepest page's server data chose (a content page with a hero image) */
  readonly headerStyle?: HeaderStyle | undefined;
}

type RouterStateLike = {
  readonly errors: Readonly<Record<string, unknown>> | null;
  readonly matches: readonly { readonly route: { readonly id: string } }[];
  readonly loaderData: Readonly<Record<string, unknown>>;
};

/** The look a router's state gives (the server's static context, the browser router's state). */
export function routeLookOf(state: RouterStateLike): RouteLook {
  const failed = state.errors !== null && Object.keys(state.errors).length > 0;
  for (const match of [...state.matches].reverse()) {
    const data = state.loaderData[match.route.id] as PageData<unknown> | null | undefined;
    if (data?.headerStyle) return { failed, headerStyle: data.headerStyle };
  }
  return { failed };
}

/**
 * Provided by the app from the router's public state (app/main.tsx, the server's render):
 * the header sits above the pages, so it cannot read their data or errors from a route.
 * Without a provider (component tests, stories) nothing failed and no page chose a look.
 */
export const RouteLookContext = createContext<RouteLook>({ failed: false });
export const RouteLookProvider = RouteLookContext.Provider;
