import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isSiteLockChallenge, makeCheckSitePassword } from '@core/site-lock/site-lock';
import { createDigestBrowser } from '@adapters/browser/digest/digest-browser';
import { loadSiteLockScreen } from '@ui/app-shell';
import { ServicesProvider, UseCases, type ServiceLocator } from '@ui/shared';

/**
 * A locked site (the server found no allow-entry cookie): the page holds no content, only
 * the lock's challenge, and the app shows the lock screen instead of the site. Loaded
 * only on a locked page, with the few services the screen needs.
 */
export async function startSiteLock(root: HTMLElement, block: HTMLElement): Promise<void> {
  let challenge: unknown;
  try {
    challenge = JSON.parse(block.textContent ?? '');
  } catch {
    challenge = null;
  }
  if (!isSiteLockChallenge(challenge)) return;
  const checkPassword = makeCheckSitePassword({ digest: createDigestBrowser() });
  const services: ServiceLocator = {
    get: <T,>(token: symbol): T => {
      if (token !== UseCases.checkSitePassword) throw new Error(`the lock screen has no ${String(token)}`);
      return checkPassword as T;
    },
  };
  const { default: SiteLockScreenContainer } = await loadSiteLockScreen();
  createRoot(root).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <SiteLockScreenContainer
          challenge={challenge}
          returnTo={`${location.pathname}${location.search}${location.hash}`}
        />
      </ServicesProvider>
    </StrictMode>,
  );
}
