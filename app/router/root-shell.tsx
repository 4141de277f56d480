import { Outlet } from 'react-router-dom';
import { useScheduledEffect } from '@ui/shared';
import { useAdvertsReenable, useChildFriendlyMode, useScrollRestoration } from '@ui/app-shell';
import { useAnalytics, usePageViewTracking } from '@ui/features/consent';
import { prefetchRoutes } from './prefetch-routes';
import { prefetchLoaders } from './prefetch-chunks';

/** Behaviour every route shares: scroll handling, page views, warming likely chunks. */
export function RootShell() {
  useScrollRestoration();
  useAnalytics();
  usePageViewTracking();
  useAdvertsReenable();
  // child-friendly mode from the address and the page's team: decided here and nowhere else
  useChildFriendlyMode();
  useScheduledEffect(() => prefetchRoutes(prefetchLoaders()), []);
  return <Outlet />;
}
