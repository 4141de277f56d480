import { Ports } from '@core';
import { useSnapshot } from 'valtio';
import { ViewModels } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import { useShellState } from '../../app-shell/shell-context';
import { useAccountVm } from './account-context';
import { AccountPanel } from './account-panel';
import type { AccountState } from './account-vm-types';

/**
 * Open state is interface state (account/open from the profile button, loginPrompt/open
 * from restricted media, account/close here, which also clears the prompt). The
 * background lock is derived by the core and applied once by the site layout, so this
 * container does not lock again. Render it inside SiteLayout (it reads the web
 * settings' login headings from the shell). Following Register leaves a note in this tab,
 * so the portal's return, which looks like a sign-in's, counts a registration.
 */
export default function AccountPanelContainer() {
  const accountVm = useAccountVm();
  const interfaceVm = useService(ViewModels.interfaceVm);
  const registrationNote = useService(Ports.registrationNote);
  const clock = useService(Ports.clock);
  const ui = useSnapshot(interfaceVm.state);
  const account = useSnapshot(accountVm.state) as Readonly<AccountState>;
  const { settings } = useShellState();
  if (!ui.accountHeaderOpen) return null;
  return (
    <AccountPanel
      account={account}
      links={accountVm.links}
      loginHeading={settings?.login.heading}
      registerHeading={settings?.login.registerHeading}
      promptMessage={ui.loginPrompt.message}
      onClose={() => interfaceVm.dispatch({ type: 'account/close' })}
      onLogout={() => void accountVm.logout()}
      onRegister={() => registrationNote.write(clock.now())}
      onPrepareSignIn={() => accountVm.prepareSignIn()}
    />
  );
}
