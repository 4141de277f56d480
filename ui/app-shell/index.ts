// The shell's face for app/: layouts, error pages, notifications, the interface
// view model and the behaviour every route shares.
export { default as SiteLayout } from './site-layout';
export { shellServerLoad, type ShellSeed } from './shell-server-load';
export { default as AppNewsLayout } from './app-news-layout';
export { default as RouteErrorBoundary, PlainFallback } from './error/route-error-boundary';
export { ErrorPage, ErrorPageView, NotFoundPage, type ErrorPageProps } from './error/error-page';
export { default as NotificationsContainer } from './notifications/notifications-container';
export { useScrollRestoration } from './use-scroll-restoration';
export { useAdvertsReenable } from './use-adverts-reenable';
export { createInterfaceVm, type InterfaceVm } from './interface-vm';
export { useChildFriendlyMode } from './use-child-friendly-mode';
export { RouteLookProvider, routeLookOf, type RouteLook } from './header/route-look';
export { RouteLoadingProvider } from './route-loading-context';
export { ProgressBar } from './progress-bar';
export { useHeaderLook } from './header/use-header-look';
// the development site lock's screen: only a locked site downloads it
export const loadSiteLockScreen = () => import('./site-lock/site-lock-screen-container');
