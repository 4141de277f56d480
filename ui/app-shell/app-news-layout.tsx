import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { ViewModels } from '../shared/services/service-tokens';
import { useService } from '../shared/services/services-context';

/**
 * /app/news: an article inside the club's mobile app. No header, nav or footer; hidden
 * from search engines; the app has already asked for consent, so every cookie category
 * is treated as accepted without showing the popup.
 */
export default function AppNewsLayout() {
  const vm = useService(ViewModels.interfaceVm);
  useEffect(() => {
    vm.dispatch({ type: 'cookies/acceptAll' });
  }, [vm]);
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
