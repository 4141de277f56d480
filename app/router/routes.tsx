import type { RouteObject } from 'react-router-dom';
import { AppNewsLayout, NotFoundPage, RouteErrorBoundary, SiteLayout } from '@ui/app-shell';
import { RootShell } from './root-shell';
import { SiteOverlays } from './site-overlays';
import { lazyPage } from './lazy-page';
import { serverNotFound } from './server-loader';
import { routeModules as m } from './route-modules';

// Route table of both specification documents. Routes of later issues (matches,
// match centre, teams, players) are registered by those issues; until then they fall
// through to the content-page route, which answers 404.
const contentPaths = [':slug', ':subpage1/:slug', ':subpage1/:subpage2/:slug', ':subpage1/:subpage2/:subpage3/:slug', ':subpage1/:subpage2/:subpage3/:subpage4/:slug'];
const newsDetailPaths = ['news/:slug', 'news/:year/:slug?', 'news/:year/:month?/:slug?', 'news/:year/:month?/:day?/:slug?'];
// the video service (video-audio §2): fixed paths before /videos/:videoID
const videoRoutes: [string, keyof typeof m][] = [
  ['videos', 'videosHome'],
  ['videos/browse', 'videoBrowse'],
  ['videos/categories', 'videoBrowse'],
  ['videos/channel/:slug?', 'videoChannel'],
  ['videos/faqs', 'videoFaqs'],
  ['videos/sub', 'videoSubscribe'],
  // the account panel's 'View Subscriptions' link
  ['videos/subscriptions', 'videoSubscribe'],
  ['videos/player/:slug?', 'videoDetail'],
  ['videos/:videoID', 'videoDetail'],
  ['live', 'live'],
  ['stream/:mediaType?/match-show', 'stream'],
  ['stream/:mediaType?/:streamplayID?', 'stream'],
];
const appNewsPaths = ['app/news/:slug?', 'app/news/:year?/:slug?', 'app/news/:year?/:month?/:slug?', 'app/news/:year?/:month?/:day?/:slug?'];

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorBoundary />,
    // shown while the first route's code loads: the page's own loading state takes over at once
    hydrateFallbackElement: <div role="status" className="visually-hidden">Loading</div>,
    children: [
      {
        element: <SiteLayout><SiteOverlays /></SiteLayout>,
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, lazy: lazyPage(m.home) },
          { path: 'news', lazy: lazyPage(m.newsList) },
          { path: 'category/:category?', lazy: lazyPage(m.newsList) },
          ...newsDetailPaths.map((path) => ({ path, lazy: lazyPage(m.newsRoute) })),
          ...videoRoutes.map(([path, page]) => ({ path, lazy: lazyPage(m[page]) })),
          // fixtures and the match centre (issue 10), before the content pages they would fall into
          ...['matches', 'matches/:team', 'matches/:team/:season'].map((path) => ({ path, lazy: lazyPage(m.fixtures) })),
          { path: 'match/:team?/:season?/:matchID?', lazy: lazyPage(m.matchCentre) },
          ...contentPaths.map((path) => ({ path, lazy: lazyPage(m.content) })),
          // the error page is in the main bundle already (the error boundary uses it)
          { path: '*', element: <NotFoundPage />, loader: serverNotFound },
        ],
      },
      {
        element: <AppNewsLayout />,
        errorElement: <RouteErrorBoundary />,
        children: appNewsPaths.map((path) => ({ path, lazy: lazyPage(m.appNews) })),
      },
    ],
  },
];

