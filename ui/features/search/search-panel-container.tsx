import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { makeSearchNews } from '@core';
import { Services } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import { SearchPanel } from './search-panel';
import { createSearchVm } from './search-vm';

/**
 * Open state lives in interface state (search/open from the global nav, search/close
 * here, route/changed closes it); the search itself survives closing and reopening.
 */
export default function SearchPanelContainer() {
  const search = useService(Services.search);
  const interfaceVm = useService(Services.interfaceVm);
  const [vm] = useState(() => createSearchVm({
    searchNews: makeSearchNews({ search }),
    onOpenChange: (open) => interfaceVm.dispatch({ type: open ? 'search/open' : 'search/close' }),
  }));
  const { searchOpen } = useSnapshot(interfaceVm.state);
  const state = useSnapshot(vm.state);
  if (!searchOpen) return null;
  return <SearchPanel state={state as typeof vm.state} actions={vm} />;
}
