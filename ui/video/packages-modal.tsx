import { useId, useRef } from 'react';
import { packageTypeOf, priceLabel, site, type SubscriptionPlan } from '@core';
import { ButtonLink } from '../components/button';
import { CataloguedError } from '../components/catalogued-error';
import { useFocusTrap } from '../components/focus';
import { Icon } from '../components/icon';
import { Loading } from '../components/loading';
import { SafeHtml } from '../components/safe-html';
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
}

/**
 * The full-screen subscription packages modal and chooser (site-shell §2; video-audio
 * §4 "Packages"). Plan bodies are the stream service's HTML and go through SafeHtml.
 * Each price is a link to the plan's PurchaseUrl (the checkout), whose return brings
 * the fan back with the new entitlement.
 */
export function PackagesModal({ view, onClose, onRetry }: PackagesModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useFocusTrap(ref, true, { onEscape: onClose });
  return (
    <div ref={ref} className={styles.modal} role="dialog" aria-modal="true" aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>{site.texts.subscriptionHeading}</h2>
        <button type="button" className={styles.close} onClick={onClose}>
          <Icon name="Close" title="Close" />
        </button>
      </div>
      <div className={styles.body}>
        {view.status === 'loading' ? <Loading label="Loading packages" /> : null}
        {view.status === 'error' ? <CataloguedError error={view.error} onRetry={onRetry} /> : null}
        {view.status === 'ready' && view.plans.length === 0 ? <p className={styles.empty}>{site.texts.noPackages}</p> : null}
        {view.status === 'ready' && view.plans.length > 0 ? (
          <ul className={styles.list}>
            {view.plans.map((plan) => <li key={plan.Id}><PackageCard plan={plan} /></li>)}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function PackageCard({ plan }: { readonly plan: SubscriptionPlan }) {
  const titleId = useId();
  const type = packageTypeOf(plan);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-class={type === 'Listen' ? 'audio' : 'video'}>
      <p className={styles.type}>
        <Icon name={type === 'Listen' ? 'Audio' : 'Video'} />
        <span>{type}</span>
      </p>
      <h3 id={titleId} className={styles.title}>{plan.Title}</h3>
      <SafeHtml html={plan.Body} className={styles.description} />
      <ButtonLink button={{ link: plan.PurchaseUrl, text: priceLabel(plan), type: 'primary-dark' }} className={styles.buy} />
    </article>
  );
}
