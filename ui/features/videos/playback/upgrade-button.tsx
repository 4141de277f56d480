import { purchaseHref, Ports, site, type LiveUpgradeData } from '@core';
import { upgradeButtonTarget } from '@core/video/upgrade-button-target';
import { ActionButton, ButtonLink } from '../../../shared/components/button';
import { useService } from '../../../shared/services/services-context';
import { useRememberCheckout } from '../subscriptions/remember-checkout';

export interface UpgradeButtonProps {
  readonly upgrade: LiveUpgradeData | undefined;
  /** opens the packages modal in place */
  readonly onViewPackages: () => void;
  readonly className?: string;
}

/** the page the checkout comes back to: this one (on the server, which never shows a lock, the home page) */
const currentHref = (siteOrigin: string) => (typeof location === 'undefined' ? `${siteOrigin}/` : location.href);

/**
 * The stream lock's upgrade button, leading where the live upgrade data's button link says
 * when that is safe (upgradeButtonTarget): the packages modal (the subscription page's own
 * packages, in place), another page of the site, or the payment domain's checkout, which
 * brings the fan back to this stream (purchaseHref) and is remembered as a checkout started.
 */
export function UpgradeButton({ upgrade, onViewPackages, className }: UpgradeButtonProps) {
  const siteOrigin = useService(Ports.siteOrigin);
  const paymentOrigin = useService(Ports.paymentOrigin);
  const rememberCheckout = useRememberCheckout();
  const target = upgradeButtonTarget(upgrade?.buttonLink ?? '', {
    siteOrigin,
    paymentOrigin,
    packagesPath: site.liveCoverage.passesPath,
  });
  const checkout = target.kind === 'payment' ? purchaseHref(target.href, currentHref(siteOrigin), siteOrigin) : null;
  // with no text of its own, a button straight to the checkout buys the pass; any other shows the packages
  const text = upgrade?.buttonText || (checkout ? site.buttonLabels.buyNow : site.buttonLabels.viewPackages);
  if (target.kind === 'page')
    return (
      <ButtonLink button={{ link: target.path, text, type: 'primary-light', icon: 'Chevrons' }} className={className} />
    );
  if (checkout)
    return (
      <ButtonLink
        button={{ link: checkout, text, type: 'primary-light', icon: 'Chevrons' }}
        className={className}
        onClick={rememberCheckout}
      />
    );
  return (
    <ActionButton variant="primary-light" icon="Chevrons" onClick={onViewPackages} className={className}>
      {text}
    </ActionButton>
  );
}
