import type { RouteObject } from 'react-router-dom';
import { AppNewsLayout, NotFoundPage, RouteErrorBoundary, SiteLayout, shellServerLoad } from '@ui/app-shell';
import { RootShell } from './root-shell';
import { SiteOverlays } from './site-overlays';
import { lazyPage } from './lazy-page';
import { serverNotFound, serverOnlyLoader } from './server-loader';
import { routeModuleFiles, routeModules as m } from './route-modules';

/** A lazily loaded page, and the module it lives in (the server links its assets). */
const page = (key: keyof typeof m) => ({ lazy: lazyPage(m[key]), handle: { module: routeModuleFiles[key] } });

// Route table of both specification documents. Fixed paths come before the content
// pages, whose /:slug and /:subpage1/:slug would otherwise take them.
const contentPaths = [
  ':slug',
  ':subpage1/:slug',
  ':subpage1/:subpage2/:slug',
  ':subpage1/:subpage2/:subpage3/:slug',
  ':subpage1/:subpage2/:subpage3/:subpage4/:slug',
];
// Optional segments are written out: react-router expands every optional segment into each
// path with and without it (a path with four is sixteen) and ranks the lot on every match and
// when the browser's router is made. These lists match exactly what the spec's patterns
// ('news/:year/:month?/:day?/:slug?', 'app/news/:year?/:month?/:day?/:slug?',
// 'match/:team?/:season?/:matchID?') matched, with the same params (routes.test.ts), in ~40
// paths instead of ~90.
const newsDetailPaths = ['news/:slug', 'news/:year/:slug', 'news/:year/:month/:slug', 'news/:year/:month/:day/:slug'];
// the video service (video-audio §2): fixed paths before /videos/:videoID
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
// teams, players, the women's section and the academy hub (site-shell §2); /women/... and
// /academy/... below them stay content pages
const teamRoutes: [string, keyof typeof m][] = [
  ['teams', 'teamsList'],
  ['teams/:team', 'team'],
  ['players/:player', 'player'],
  ['players/:team/:player', 'player'],
  ['women', 'women'],
  ['academy', 'academy'],
];
const appNewsPaths = [
  'app/news/:slug?',
  'app/news/:year/:slug',
  'app/news/:year/:month/:slug',
  'app/news/:year/:month/:day/:slug',
];
const matchCentrePaths = ['match', 'match/:team', 'match/:team/:season', 'match/:team/:season/:matchID'];

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
          <SiteLayout>
            <SiteOverlays />
          </SiteLayout>
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
