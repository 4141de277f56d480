import type { OpenStream } from '@core';
import { useOptionalAccountVm } from '../../account/account-context';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useLaterNavigation } from '../../../shared/view-models/use-later-navigation';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { createStreamVm, type StreamEntryInput, type StreamVm } from './stream-vm';

/**
 * A stream view model for one entry, following the account view model. The account
 * arrives just after first paint (it is loaded lazily): until then the VM stays
 * 'checking', and a fresh one is made when it does (nothing was shown yet to lose).
 * Mount the caller with `key={entryId}`: one VM per entry. A view that stays mounted
 * while the fan browses (the floating audio player, a docked match video) is told of
 * each client-side navigation, so an unreachable video service is asked again then.
 */
export function useStreamVm(input: StreamEntryInput): StreamVm {
  const account = useOptionalAccountVm();
  const prepared = useService(UseCases.preparedStream);
  // an answer prepared on intent for the same ask (usePlaybackIntent) is taken instead of asking again
  const openStream: OpenStream = (request) => prepared.open(request, account?.state.user?.ssoID ?? '');
  const vm = useViewModel(() => createStreamVm(input, { getAccount: () => account, openStream }), [account]);
  useLaterNavigation(vm.routeChanged);
  return vm;
}
