import { useSnapshot } from 'valtio';
import { upgradeNoticeOf } from '@core/settings/upgrade-notice';
import { useShellSettings } from '../../../app-shell/shell-context';
import { ViewModels } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { UpgradePromo } from './upgrade-promo';

/**
 * The upgrade promo overlay, open while interface state says upgradePromo.display.
 * Learn more opens the packages (packages/open also closes the promo); close dismisses it.
 * Its title and text are the web settings' upgrade notice.
 */
export default function UpgradePromoOverlay() {
  const interfaceVm = useService(ViewModels.interfaceVm);
  const { upgradePromo } = useSnapshot(interfaceVm.state);
  // the club's own wording from the web settings; the spec's until they load or when they fail
  const notice = upgradeNoticeOf(useShellSettings()?.upgradeNotice);
  if (!upgradePromo.display) return null;
  return (
    <UpgradePromo
      notice={notice}
      onLearnMore={() => interfaceVm.dispatch({ type: 'packages/open' })}
      onClose={() => interfaceVm.dispatch({ type: 'upgradePromo/close' })}
    />
  );
}
