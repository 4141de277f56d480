// The accounts feature's face for app/. The view model and the panel load lazily:
// a guest's first page does not pay for them.
export { AccountVmProvider, DeferredAccountVmProvider, useAccountVm, useOptionalAccountVm } from './account-context';
export type { AccountLinks, AccountState, AccountUser, AccountVm, SocialProvider } from './account-vm-types';
export const loadAccountPanel = () => import('./account-panel-container');
// mounted with the account view model: the account service can only have trouble once that has started
export const loadAccountServiceNotice = () => import('./account-service-notice');
export const loadAccountVmFactory = () => import('./account-vm');
