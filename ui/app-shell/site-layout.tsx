import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useBodyScrollLock } from '../shared/components/focus';
import { usePageSeed } from '../shared/ssr/page-data';
import { Footer } from './footer/footer-container';
import { Header } from './header/header-container';
import { FullScreenMenuContainer } from './menu/full-screen-menu-container';
import { ProgressBar } from './progress-bar';
import { ShellVmProvider } from './shell-context';
import { useInterface } from './use-interface';
import { useScrollRestoration } from './use-scroll-restoration';
import type { ShellSeed } from './shell-server-load';
import { useShellVm } from './use-shell-vm';

/**
 * The site chrome around every page: skip link, header, main (the route's page),
 * footer, progress bar and the full-screen menu. `children` are overlays the app adds
 * (search, account panel, promos, toasts) after main, so they follow it in tab order.
 */
export default function SiteLayout({ children }: { readonly children?: ReactNode }) {
  const { state, mode } = useInterface();
  // the mode when the shell starts: the root route has set it from the address by then
  // the menus and settings the server rendered with, on the first page only (hydration)
  const seed = usePageSeed<ShellSeed>();
  const vm = useShellVm(mode, seed ?? {});
  useScrollRestoration();
  useBodyScrollLock(state.lockBackground);
  return (
    <ShellVmProvider vm={vm}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ProgressBar />
      <Header />
      <FullScreenMenuContainer />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer onChildFriendlyChange={vm.reloadFooter} reserved={seed?.footerLayout} />
      {children}
    </ShellVmProvider>
  );
}
