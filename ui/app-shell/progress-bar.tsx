import { useEffect, useState } from 'react';
import { initialProgress, progressAt, progressOnActivity, PROGRESS_THROTTLE_MS, type ProgressState } from '@core/shell/progress-bar';
import { Services } from '../shared/services/service-tokens';
import { useService } from '../shared/services/services-context';
import styles from './progress-bar.module.css';

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
        ? { role: 'progressbar', 'aria-label': 'Loading page', 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': percent }
        : { 'aria-hidden': true })}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}

/**
 * Follows the shared JSON client's in-flight requests through the core's progress
 * rules. While running it re-computes at most every 200 ms (the spec's throttle).
 */
export function ProgressBar() {
  const activity = useService(Services.httpActivity);
  const clock = useService(Services.clock);
  // a request may already be in flight when the bar mounts
  const [progress, setProgress] = useState<ProgressState>(() => progressOnActivity(initialProgress, activity.current(), clock.now()));

  useEffect(() => {
    return activity.subscribe((a) => setProgress((p) => progressOnActivity(p, a, clock.now())));
  }, [activity, clock]);

  const running = progress.status === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setProgress((p) => progressAt(p, clock.now())), PROGRESS_THROTTLE_MS);
    return () => window.clearInterval(timer);
  }, [running, clock]);

  return <ProgressBarView progress={progress} />;
}
