import { useId, useRef } from 'react';
import { packageTypeOf, priceLabel, site, type SubscriptionPlan } from '@core';
import { ActionButton, ButtonLink } from '../../../shared/components/button';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { useFocusTrap } from '../../../shared/components/focus';
import { Icon } from '../../../shared/components/icon';
import { Loading } from '../../../shared/components/loading';
import { SafeHtml } from '../../../shared/components/safe-html';
import styles from './packages-modal.module.css';

/** What the packages view model holds: plain data, so a story can show every state. */
export type PackagesView =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: { readonly code: string } }
  | { readonly status: 'ready'; readonly plans: readonly SubscriptionPlan[] };

export interface PackagesModalProps {
  readonly view: PackagesView;
  readonly onClose: () => void;
  readonly onRetry?: () => void;
  /**
   * The Buy link of a plan: the checkout with the way back (core purchaseHref); null
   * shows no Buy link. Defaults to the plan's PurchaseUrl as it is.
   */
  readonly buyHref?: (plan: SubscriptionPlan) => string | null;
  /**
   * Set when the fan is signed out: a purchase belongs to an account, so the modal asks
   * them to sign in first (this opens the account panel) and shows no Buy links.
   */
  readonly onSignIn?: () => void;
  /** a Buy link was followed (the fan leaves for the checkout) */
  readonly onBuy?: () => void;
}

const asIs = (plan: SubscriptionPlan): string | null => plan.PurchaseUrl;

/**
 * The full-screen subscription packages modal and chooser (PANEL-2,
 * STREAM-2). Plan bodies are the stream service's HTML and go through SafeHtml.
 * Each price is a link to the plan's PurchaseUrl (the checkout), whose return brings
 * the fan back with the new entitlement.
 */
export function PackagesModal({ view, onClose, onRetry, buyHref = asIs, onSignIn, onBuy }: PackagesModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useFocusTrap(ref, true, { onEscape: onClose });
  return (
    <div ref={ref} className={styles.modal} role="dialog" aria-modal="true" aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {site.texts.subscriptionHeading}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          <Icon name="Close" title="Close" />
        </button>
      </div>
      <div className={styles.body}>
        {onSignIn ? (
          <div className={styles.signIn}>
            <p className={styles.promo}>{site.texts.subscribePromoLoggedOut}</p>
            <p>Sign in or register first, then choose your pass.</p>
            <ActionButton variant="primary-dark" icon="SignIn" onClick={onSignIn}>
              {site.texts.restrictedMediaButton}
            </ActionButton>
          </div>
        ) : (
          <p className={styles.promo}>{site.texts.subscribePromoLoggedIn}</p>
        )}
        {view.status === 'loading' ? <Loading label="Loading packages" /> : null}
        {view.status === 'error' ? <CataloguedError error={view.error} onRetry={onRetry} /> : null}
        {view.status === 'ready' && view.plans.length === 0 ? (
          <p className={styles.empty}>{site.texts.noPackages}</p>
        ) : null}
        {view.status === 'ready' && view.plans.length > 0 ? (
          <ul className={styles.list}>
            {view.plans.map((plan) => (
              <li key={plan.Id}>
                <PackageCard plan={plan} href={onSignIn ? null : buyHref(plan)} onBuy={onBuy} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** one package: its type, title, sanitised body and the Buy link (none when `href` is null) */
export function PackageCard({
  plan,
  href,
  onBuy,
}: {
  readonly plan: SubscriptionPlan;
  readonly href: string | null;
  readonly onBuy?: () => void;
}) {
  const titleId = useId();
  const type = packageTypeOf(plan);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-class={type === 'Listen' ? 'audio' : 'video'}>
      <p className={styles.type}>
        <Icon name={type === 'Listen' ? 'Audio' : 'Video'} />
        <span>{type}</span>
      </p>
      <h3 id={titleId} className={styles.title}>
        {plan.Title}
      </h3>
      <SafeHtml html={plan.Body} className={styles.description} />
      {href ? (
        <ButtonLink
          button={{ link: href, text: priceLabel(plan), type: 'primary-dark' }}
          className={styles.buy}
          onClick={onBuy}
        />
      ) : (
        <p className={styles.price}>
          {plan.AmountFormatted}
          {plan.Duration === null ? ' p/m' : ''}
        </p>
      )}
    </article>
  );
}
