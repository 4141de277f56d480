import { useLocation } from 'react-router-dom';
import { proxy } from 'valtio/vanilla';
import { useSnapshot } from 'valtio';
import { purchaseHref, site, CAN_I_WATCH_PATH } from '@core';
import { useOptionalAccountVm } from '../../account/account-context';
import type { AccountState, AccountVm } from '../../account/account-vm-types';
import { AppLink } from '../../../shared/components/app-link';
import { ActionButton, ButtonLink } from '../../../shared/components/button';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { ViewModels } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import pageStyles from '../../../shared/components/page.module.css';
import { PackageCard } from './packages-modal';
import { useRememberCheckout } from './remember-checkout';
import { usePackagesViewed } from './use-packages-viewed';
import { createPackagesVm } from './packages-vm';
import { VideoPageLayout } from '../catalogue/video-page-layout';
import styles from '../catalogue/videos.module.css';

// Without accounts (they load just after first paint) the visitor reads as a guest.
const guest = proxy<Pick<AccountState, 'status'>>({ status: 'signed-out' });

/**
 * /videos/sub (feed 4): 'Choose a subscription' with the packages inline. Buying needs an
 * account, so a guest is asked to sign in first (the packages are still shown, without Buy
 * links); a signed-in fan gets 'Buy - {amount}' links to the checkout, which returns here
 * with ?purchase=success, and 'View Subscriptions' when the portal has that page.
 */
export default function VideoSubscribePage() {
  const account = useOptionalAccountVm();
  const { status } = useSnapshot(account ? account.state : guest);
  const signedIn = status === 'signed-in';
  const checking = account !== null && (status === 'restoring' || status === 'signing-in');

  return (
    <VideoPageLayout
      title={site.texts.subscriptionHeading}
      pageType="video-listing"
      intro={<p>{site.texts.subscribePromoLoggedIn}</p>}
    >
      {checking ? (
        <div className={pageStyles.status}>
          <Loading label="Checking your account" />
        </div>
      ) : null}
      {!checking && !signedIn ? <SignInPrompt account={account} /> : null}
      {signedIn && account?.links.subscriptions ? (
        <p className={styles.subscriptions}>
          <ButtonLink
            button={{
              link: account.links.subscriptions,
              text: site.buttonLabels.viewSubscriptions,
              type: 'ghost-dark',
            }}
          />
        </p>
      ) : null}
      {/* the packages come with the accounts code (the stream service is the session's) */}
      {account ? <Packages canBuy={signedIn} /> : null}
    </VideoPageLayout>
  );
}

function SignInPrompt({ account }: { readonly account: AccountVm | null }) {
  const interfaceVm = useService(ViewModels.interfaceVm);
  const text = `Sign in or register to ${site.texts.subscribeSignInText}`;
  return (
    <section className={styles.signIn} aria-labelledby="subscribe-sign-in">
      <h2 id="subscribe-sign-in" className={styles.signInTitle}>
        {text}
      </h2>
      <p>
        You need a {site.club.shortName} account to buy a {site.club.videoBrand} package.
      </p>
      <div className={styles.signInActions}>
        {account ? (
          <>
            <ButtonLink
              button={{
                link: account.links.login,
                text: 'Sign in',
                type: 'primary-dark',
                icon: 'SignIn',
                iconAlignment: 'left',
              }}
            />
            <ButtonLink button={{ link: account.links.register, text: 'Register', type: 'ghost-dark' }} />
          </>
        ) : (
          // accounts not loaded yet: the login prompt opens the account panel once they are
          <ActionButton
            variant="primary-dark"
            icon="SignIn"
            iconAlignment="left"
            onClick={() => interfaceVm.dispatch({ type: 'loginPrompt/open', message: text })}
          >
            Sign in
          </ActionButton>
        )}
      </div>
    </section>
  );
}

function Packages({ canBuy }: { readonly canBuy: boolean }) {
  const loadPackages = useService(UseCases.loadPackages);
  const vm = useViewModel(() => createPackagesVm({ loadPackages }));
  const { status, plans } = useSnapshot(vm.state);
  const { pathname } = useLocation();
  const rememberCheckout = useRememberCheckout();
  usePackagesViewed();
  // the checkout sends the fan back to this page (no stale query, purchaseHref adds ?purchase=success)
  const origin = window.location.origin;
  const back = `${origin}${pathname}`;
  return (
    <section className={pageStyles.section} aria-labelledby="subscribe-packages">
      <h2 id="subscribe-packages" className={pageStyles.sectionTitle}>
        Packages
      </h2>
      {status.kind === 'loading' && plans.length === 0 ? <Loading label="Loading packages" /> : null}
      {status.kind === 'error' ? <CataloguedError error={status} onRetry={() => void vm.retry()} /> : null}
      {status.kind === 'ready' && plans.length === 0 ? <p className={styles.empty}>{site.texts.noPackages}</p> : null}
      {plans.length > 0 ? (
        <ul className={styles.plans}>
          {plans.map((plan) => (
            <li key={plan.Id}>
              <PackageCard
                plan={plan}
                href={canBuy ? purchaseHref(plan.PurchaseUrl, back, origin) : null}
                onBuy={rememberCheckout}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.support}>
        Questions about packages? Read the <AppLink href="/videos/faqs">{site.club.videoBrand} FAQs</AppLink>, or{' '}
        <AppLink href={CAN_I_WATCH_PATH}>check whether you can watch</AppLink> before you buy.
      </p>
    </section>
  );
}
