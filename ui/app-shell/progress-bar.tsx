import { Ports, withRouteLoading } from '@core';
import { startTransition, useContext, useState } from 'react';
import { initialProgress, progressOf, type ProgressState } from '@core/shell/progress-bar';

import { useService } from '../shared/services/services-context';
import styles from './progress-bar.module.css';
import { RouteLoadingContext } from './route-loading-context';
import { useScheduledEffect } from '../shared/scheduling';

/** Presentational: hidden when idle, a progressbar while running, red when failed. */
export function ProgressBarView({ progress }: { readonly progress: ProgressState }) {
  if (progress.status === 'idle') return null;
  const running = progress.status === 'running';
  const percent = Math.round(progress.percent);
  return (
    <div
      className={styles.track}
      data-status={progress.status}
      {...(running
        ? {
            role: 'progressbar',
            'aria-label': 'Loading page',
            'aria-valuemin': 0,
            'aria-valuemax': 100,
            'aria-valuenow': percent,
          }
        : { 'aria-hidden': true })}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}

/**
 * Follows the shared JSON client's in-flight requests and the router's navigations (a page's
 * code loading before it can render: withRouteLoading) through the core's progress rules
 * (progressOf: re-computed at most every 200 ms while running, the spec's throttle).
 */
export function ProgressBar() {
  const activity = useService(Ports.httpActivity);
  const clock = useService(Ports.clock);
  const routeLoading$ = useContext(RouteLoadingContext);
  const [progress, setProgress] = useState<ProgressState>(initialProgress);
  // the activity replays its current value, so a request already in flight shows at once.
  // Each change renders as a transition: the bar follows within a frame or two, and a request
  // started inside some other work (a view model starting, a click) never adds the bar's
  // render to that task
  useScheduledEffect(() => {
    const following = progressOf(withRouteLoading(activity.activity$, routeLoading$), clock).subscribe((next) =>
      startTransition(() => setProgress(next)),
    );
    return () => following.unsubscribe();
  }, [activity, clock, routeLoading$]);
  return <ProgressBarView progress={progress} />;
}
