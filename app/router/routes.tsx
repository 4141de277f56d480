import type { RouteObject } from 'react-router-dom';
import { appNewsPaths, contentPaths, matchCentrePaths, newsDetailPaths } from '@core/routing/route-patterns';
import { fixtureFilterParams, matchCentreTabParam, matchCentreWatch, videoFilterParams } from '@core';
import { AppNewsLayout, NotFoundPage, RouteErrorBoundary, SiteLayout, shellServerLoad } from '@ui/app-shell';
import { RootShell } from './root-shell';
import { SiteOverlays } from './site-overlays';
import { lazyPage } from './lazy-page';
import { RouteSeed } from './route-seed';
import { serverNotFound, serverOnlyLoader } from './server-loader';
import { routeModuleFiles, routeModules as m } from './route-modules';

/**
 * The query parameters a page reads while it renders; the site server renders a page from its
 * path and these alone, and caches it by them (page-address.ts): any other parameter
 * (?utm_source=, ?v=1..120) changes nothing, so it is one page. A page reading another
 * parameter must list it here (routes.test.ts finds every page that reads its query).
 */
const pageQuery: Partial<Record<keyof typeof m, readonly string[]>> = {
  videoBrowse: videoFilterParams,
  fixtures: fixtureFilterParams,
  matchCentre: [matchCentreWatch.param, matchCentreTabParam],
};

/** A lazily loaded page, the module it lives in (the server links its assets) and the query it reads. */
const page = (key: keyof typeof m) => ({
  lazy: lazyPage(m[key]),
  handle: { module: routeModuleFiles[key], ...(pageQuery[key] ? { query: pageQuery[key] } : {}) },
});

// Route table of both specification documents. Fixed paths come before the content
// pages, whose /:slug and /:subpage1/:slug would otherwise take them. The patterns pages read
// params from are core's (route-patterns.ts), shared with the pages' tests.

// the video service (ROUTE-6): fixed paths before /videos/:videoID
const videoRoutes: [string, keyof typeof m][] = [
  ['videos', 'videosHome'],
  ['videos/browse', 'videoBrowse'],
  ['videos/categories', 'videoBrowse'],
  ['videos/channel/:slug?', 'videoChannel'],
  ['videos/faqs', 'videoFaqs'],
  ['videos/can-i-watch', 'canIWatch'],
  ['videos/sub', 'videoSubscribe'],
  // the account panel's 'View Subscriptions' link
  ['videos/subscriptions', 'videoSubscribe'],
  ['videos/player/:slug?', 'videoDetail'],
  ['videos/:videoID', 'videoDetail'],
  ['live', 'live'],
  ['stream/:mediaType?/match-show', 'stream'],
  ['stream/:mediaType?/:streamplayID?', 'stream'],
];
// teams, players, the women's section and the academy hub (ROUTE-2, PAGES-3); /women/... and
// /academy/... below them stay content pages
const teamRoutes: [string, keyof typeof m][] = [
  ['teams', 'teamsList'],
  ['teams/:team', 'team'],
  ['players/:player', 'player'],
  ['players/:team/:player', 'player'],
  ['women', 'women'],
  ['academy', 'academy'],
];

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorBoundary />,
    // shown while the first route's code loads: the page's own loading state takes over at once
    hydrateFallbackElement: (
      <div role="status" className="visually-hidden">
        Loading
      </div>
    ),
    children: [
      {
        element: (
          <RouteSeed>
            <SiteLayout>
              <SiteOverlays />
            </SiteLayout>
          </RouteSeed>
        ),
        // the header's menus as the server rendered them (the layout's seed)
        loader: serverOnlyLoader(shellServerLoad),
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            // a page's error (a 404 or 500 from the server, a failed chunk) renders inside
            // the site's header, main and footer, not in place of them
            errorElement: <RouteErrorBoundary />,
            children: [
              { index: true, ...page('home') },
              { path: 'news', ...page('newsList') },
              { path: 'category/:category?', ...page('newsList') },
              ...newsDetailPaths.map((path) => ({ path, ...page('newsRoute') })),
              ...videoRoutes.map(([path, module]) => ({ path, ...page(module) })),
              ...teamRoutes.map(([path, module]) => ({ path, ...page(module) })),
              // fixtures and the match centre: before the content pages, whose /:subpage1/:slug would take them
              ...['matches', 'matches/:team', 'matches/:team/:season'].map((path) => ({ path, ...page('fixtures') })),
              ...matchCentrePaths.map((path) => ({ path, ...page('matchCentre') })),
              ...contentPaths.map((path) => ({ path, ...page('content') })),
              // the error page is in the main bundle already (the error boundary uses it)
              { path: '*', element: <NotFoundPage />, loader: serverNotFound },
            ],
          },
        ],
      },
      {
        element: <AppNewsLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: appNewsPaths.map((path) => ({ path, ...page('appNews') })),
          },
        ],
      },
    ],
  },
];
