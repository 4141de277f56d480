import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import '@ui/shared/styles/global.css';
import {
  createFirstPageStarts,
  replayEarlyPress,
  ServicesProvider,
  StartScheduleProvider,
  yieldToMain,
  type FirstPageStarts,
} from '@ui/shared';
import { DeferredAccountVmProvider } from '@ui/features/account';
import { SITE_LOCK } from '@core/site-lock/site-lock-names';
import { readConfig } from './config/read-config';
import { createAppServices } from './container/create-app-services';
import { routes } from './router/routes';
import { firstPageModules, readHydrationData } from './router/hydration-data';
import { routesOfModules } from './router/routes-of-modules';
import { RouterWithLook } from './router/router-with-look';
import { renderConfigProblem } from './config/render-config-problem';

/**
 * The server rendered this page with its route modules already loaded; the client
 * loads the same lazy modules before hydrating, or React would see a fallback where
 * the server put the page and throw the server's HTML away.
 */
async function loadFirstRouteModules(): Promise<void> {
  const modules = firstPageModules();
  const lazyRoutes = modules
    ? routesOfModules(routes, modules)
    : (matchRoutes(routes, window.location) ?? []).map((m) => m.route);
  await Promise.all(
    lazyRoutes.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The first page's start schedule for everything below it. Its own effect runs after every
 * effect below it, once the page has hydrated: the press kept before then is replayed after the
 * view models have started (createFirstPageStarts). A wrapper, not a sibling: a sibling would
 * make the browser's tree differ from the server's, and every useId with it (the server's
 * painted parts are found by theirs).
 */
function FirstPage({ starts, children }: { readonly starts: FirstPageStarts; readonly children: ReactNode }) {
  useEffect(() => starts.afterStarts(replayEarlyPress), [starts]);
  return <StartScheduleProvider value={starts.schedule}>{children}</StartScheduleProvider>;
}

async function main() {
  const root = document.getElementById('root');
  if (!root) return;
  // a locked development site: the page is only the lock screen (the server sent no content)
  const lock = document.getElementById(SITE_LOCK.dataBlockId);
  if (lock) {
    await import('./site-lock/start-site-lock').then((m) => m.startSiteLock(root, lock));
    return;
  }
  const config = await readConfig();
  if (!config.ok) {
    renderConfigProblem(root, config.problems);
    replayEarlyPress();
    return;
  }
  const serverRendered = root.hasChildNodes();
  // each step below in a task of its own (yieldToMain): together they were one long task
  await yieldToMain();
  const [services] = await Promise.all([
    createAppServices(config.config),
    serverRendered ? loadFirstRouteModules() : undefined,
  ]);
  await yieldToMain();
  // accounts load beside the first page, not before it (see DeferredAccountVmProvider)
  const loadAccountVm = () =>
    import('./container/create-account-vm').then((m) => m.createAppAccountVm(config.config, services));
  // the server's router state (the pages' seeds): the first page does not fetch again
  const hydrationData = serverRendered ? readHydrationData() : undefined;
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  await yieldToMain();
  const starts = createFirstPageStarts();
  const app: ReactNode = (
    <StrictMode>
      <FirstPage starts={starts}>
        <ServicesProvider services={services}>
          <DeferredAccountVmProvider load={loadAccountVm}>
            <RouterWithLook router={router} />
          </DeferredAccountVmProvider>
        </ServicesProvider>
      </FirstPage>
    </StrictMode>
  );
  // a transition hydrates in slices that yield to the browser between them (a plain
  // hydrateRoot is one blocking task: the whole page's components at once, which a phone
  // takes hundreds of milliseconds over, taps and scrolls waiting behind it)
  if (serverRendered)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else createRoot(root).render(app);
}

void main();
