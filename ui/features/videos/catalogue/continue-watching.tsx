import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { WatchHistory } from '@core';
import { ActionButton } from '../../../shared/components/button';
import { useOptionalAccountVm } from '../../account/account-context';
import { useAccountSnapshot } from '../playback/use-account-snapshot';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { VideoCard } from './video-card';
import { createWatchHistoryVm, type WatchHistoryVm } from './watch-history-vm';
import { WatchStates } from './watch-states';
import styles from './videos.module.css';

/** the signed-in fan's history, once per account state; its watched marks for every card below */
export function WatchHistoryProvider({ children }: { readonly children: (vm: WatchHistoryVm) => ReactNode }) {
  const account = useOptionalAccountVm();
  const { status } = useAccountSnapshot(account);
  const loadWatchHistory = useService(UseCases.loadWatchHistory);
  const signedIn = status === 'signed-in';
  const vm = useViewModel(() => createWatchHistoryVm({ loadWatchHistory }, signedIn), [signedIn]);
  const { history } = useSnapshot(vm.state);
  return <WatchStates.Provider value={history?.states ?? {}}>{children(vm)}</WatchStates.Provider>;
}

/**
 * "Continue watching": the videos the fan started and did not finish, on any
 * device of theirs, most recent first, each with how far they got. Nothing for a guest or
 * a fan with nothing in progress. It sits after the public rows, so arriving after the page
 * never pushes what the fan is reading.
 */
export function ContinueWatching({
  vm,
  fallbackImageKey,
}: {
  readonly vm: WatchHistoryVm;
  readonly fallbackImageKey: string;
}) {
  const snap = useSnapshot(vm.state);
  const history = snap.history as WatchHistory | null;
  if (snap.status === 'error')
    return (
      <p className={styles.history}>
        Your videos in progress could not be loaded.{' '}
        <ActionButton variant="ghost-dark" small icon="Refresh" onClick={() => void vm.retry()}>
          Try again
        </ActionButton>
      </p>
    );
  if (!history || history.continueWatching.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby="continue-watching">
      <div className={styles.rowHeader}>
        <h2 id="continue-watching" className={styles.rowTitle}>
          Continue watching
        </h2>
      </div>
      <ul className={`${styles.grid} ${styles.historyList}`} aria-label="Continue watching">
        {history.continueWatching.map((item) => (
          <li key={item.video.videoID}>
            <VideoCard video={item.video} fallbackImageKey={fallbackImageKey} progress={item.fraction} />
          </li>
        ))}
      </ul>
    </section>
  );
}
