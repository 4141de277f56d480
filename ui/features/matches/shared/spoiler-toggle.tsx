import { useSnapshot } from 'valtio';
import type { SpoilerVm } from './spoiler-vm';
import styles from './match-bits.module.css';

/** 'Spoiler-free' on or off for this device: a real checkbox (space toggles it) */
export function SpoilerToggle({ vm }: { readonly vm: SpoilerVm }) {
  const snap = useSnapshot(vm.state);
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={snap.spoilerFree}
        disabled={!snap.known}
        onChange={(e) => vm.setSpoilerFree(e.target.checked)}
      />
      <span>Spoiler-free</span>
      <span className={styles.hint}>
        {snap.spoilerFree ? 'Scores hidden on this device' : 'Hide scores and results'}
      </span>
    </label>
  );
}
