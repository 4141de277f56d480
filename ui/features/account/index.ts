// The accounts feature's face for app/. The view model and the panel load lazily:
// a guest's first page does not pay for them.
export { AccountServiceNotice } from './account-service-notice';
export { AccountVmProvider, DeferredAccountVmProvider, useAccountVm, useOptionalAccountVm } from './account-context';
export type { AccountLinks, AccountState, AccountUser, AccountVm, SocialProvider } from './account-vm-types';
export const loadAccountPanel = () => import('./account-panel-container');
export const loadAccountVmFactory = () => import('./account-vm');
