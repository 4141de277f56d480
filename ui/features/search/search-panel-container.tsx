import { useSnapshot } from 'valtio';
import { Services } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { SearchPanel } from './search-panel';
import { createSearchVm } from './search-vm';

/**
 * Open state lives in interface state (search/open from the global nav, search/close
 * here, route/changed closes it); the search itself survives closing and reopening.
 */
export default function SearchPanelContainer() {
  const searchNews = useService(UseCases.searchNews);
  const interfaceVm = useService(Services.interfaceVm);
  const vm = useViewModel(() => createSearchVm({
    searchNews,
    onOpenChange: (open) => interfaceVm.dispatch({ type: open ? 'search/open' : 'search/close' }),
  }));
  const { searchOpen } = useSnapshot(interfaceVm.state);
  const state = useSnapshot(vm.state);
  // a search is counted for analytics without its words (they may say who the fan is)
  const tracker = useService(UseCases.analytics);
  if (!searchOpen) return null;
  return <SearchPanel state={state as typeof vm.state} actions={{ ...vm, submit: () => { tracker.track('search'); return vm.submit(); } }} />;
}
