import { useSnapshot } from 'valtio';
import { ViewModels } from '../shared/services/service-tokens';
import { useService } from '../shared/services/services-context';

/** The interface state snapshot and its dispatch, for small container components. */
export function useInterface() {
  const vm = useService(ViewModels.interfaceVm);
  const state = useSnapshot(vm.state);
  return { state, dispatch: vm.dispatch, mode: () => vm.state.childFriendly };
}
