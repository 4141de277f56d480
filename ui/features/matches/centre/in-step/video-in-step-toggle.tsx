import { behindText } from '@core';
import type { VideoInStep } from './use-video-in-step';
import styles from './video-in-step-toggle.module.css';

/**
 * 'Follow the video': the match centre's score and commentary as the video shows
 * them instead of the live feed, so the page never spoils what the fan is about to see. A real
 * checkbox (Space toggles it), offered while the match's video plays; the choice is remembered
 * on the device.
 */
export function VideoInStepToggle({ inStep }: { readonly inStep: VideoInStep }) {
  if (!inStep.offered) return null;
  const hint = !inStep.on
    ? 'Score and commentary from the live feed'
    : inStep.behindSeconds > 0
      ? `Score and commentary as the video shows them, ${behindText(inStep.behindSeconds)} behind the live feed`
      : 'Score and commentary as the video shows them';
  return (
    <label className={styles.toggle}>
      <input type="checkbox" checked={inStep.on} onChange={(e) => inStep.setOn(e.target.checked)} />
      <span>Follow the video</span>
      <span className={styles.hint}>{hint}</span>
    </label>
  );
}
