import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isChildFriendlyPage } from '@core';
import { ViewModels } from '../shared/services/service-tokens';
import { useService } from '../shared/services/services-context';

/**
 * THE one place the child-friendly mode is decided (CHILD-1, TEAMS-1): the core
 * rule over the address and, where the address does not name the team, the team the page
 * announced for that same address (PageTeam). It sets the interface state's flag; the footer
 * and every commercial surface read the flag and filter through commercialForMode.
 *
 * A layout effect, so the flag is set before the shell's passive effects start loading sponsors
 * and adverts: the first footer request is already for the right mode.
 */
export function useChildFriendlyMode(): boolean {
  const vm = useService(ViewModels.interfaceVm);
  const { pathname } = useLocation();
  const { pageTeam } = useSnapshot(vm.state);
  const own = pageTeam.path === pathname;
  const on = isChildFriendlyPage({
    path: pathname,
    teamId: own ? pageTeam.teamId : null,
    childFriendly: own && pageTeam.childFriendly === true,
  });
  useLayoutEffect(() => {
    if (vm.state.childFriendly !== on) vm.dispatch({ type: 'childFriendly/set', on });
  }, [vm, on]);
  return on;
}
