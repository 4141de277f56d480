import { useEffect } from 'react';
import { useOptionalAccountVm } from '../../account/account-context';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { createResumeVm, type ResumeVm } from './resume-vm';
import { useAccountSnapshot } from './use-account-snapshot';

/**
 * The resume hook of an on-demand player: one resume view model per entry and account
 * state (a fan who signs in on the page gets their place), and the last place written as
 * the page is hidden or left (pagehide, visibilitychange to hidden).
 */
export function useResume(entryId: string): { readonly vm: ResumeVm; readonly accountKnown: boolean } {
  const account = useOptionalAccountVm();
  const { status } = useAccountSnapshot(account);
  const signedIn = status === 'signed-in';
  const loadResumePoint = useService(UseCases.loadResumePoint);
  const saveWatchProgress = useService(UseCases.saveWatchProgress);
  const vm = useViewModel(
    () => createResumeVm({ loadResumePoint, saveWatchProgress }, { entryId, signedIn }),
    [entryId, signedIn],
  );
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') vm.leave();
    };
    const left = () => vm.leave();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', left);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', left);
      // leaving the page inside the app: the place is kept too
      vm.leave();
    };
  }, [vm]);
  return { vm, accountKnown: status !== 'restoring' && status !== 'signing-in' };
}
