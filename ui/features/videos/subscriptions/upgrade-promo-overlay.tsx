import { useSnapshot } from 'valtio';
import { Services } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { UpgradePromo } from './upgrade-promo';

/**
 * The upgrade promo overlay, open while interface state says upgradePromo.display.
 * Learn more opens the packages (packages/open also closes the promo); close dismisses it.
 */
export default function UpgradePromoOverlay() {
  const interfaceVm = useService(Services.interfaceVm);
  const { upgradePromo } = useSnapshot(interfaceVm.state);
  if (!upgradePromo.display) return null;
  return (
    <UpgradePromo
      onLearnMore={() => interfaceVm.dispatch({ type: 'packages/open' })}
      onClose={() => interfaceVm.dispatch({ type: 'upgradePromo/close' })}
    />
  );
}
