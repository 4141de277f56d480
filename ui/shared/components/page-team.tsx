import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ViewModels } from '../services/service-tokens';
import { useService } from '../services/services-context';

/**
 * Tells the shell which team this page's data belongs to, when the address does not say
 * (/players/:player, /match/:matchID), or that the page itself is child friendly (a content page's
 * middleware): the child-friendly rule then applies to this address.
 * A component, like PageHeaderStyle, so a page renders it once its data has loaded.
 */
export function PageTeam({
  teamId,
  childFriendly = false,
}: {
  readonly teamId: string | null;
  readonly childFriendly?: boolean;
}) {
  const vm = useService(ViewModels.interfaceVm);
  const { pathname } = useLocation();
  useEffect(() => {
    vm.dispatch({ type: 'page/team', path: pathname, teamId, childFriendly });
  }, [vm, pathname, teamId, childFriendly]);
  return null;
}
