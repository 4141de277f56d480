import { useSnapshot } from 'valtio';
import type { SiteLockChallenge } from '@core';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { SiteLockScreen } from './site-lock-screen';
import { createSiteLockVm } from './site-lock-vm';

/** The lock screen over its view model: what a locked site shows at every address. */
export default function SiteLockScreenContainer({
  challenge,
  returnTo,
}: {
  readonly challenge: SiteLockChallenge;
  readonly returnTo: string;
}) {
  const checkPassword = useService(UseCases.checkSitePassword);
  const vm = useViewModel(() => createSiteLockVm({ checkPassword, challenge }));
  const { password, matches } = useSnapshot(vm.state);
  return <SiteLockScreen password={password} matches={matches} onPassword={vm.setPassword} returnTo={returnTo} />;
}
