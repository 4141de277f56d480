import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { describeError, lastPlayedText, type DeviceSlots as Slots } from '@core';
import { ActionButton } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import type { DeviceSlotsVm } from './device-slots-vm';
import styles from './device-slots.module.css';

export interface DeviceSlotsProps {
  readonly vm: DeviceSlotsVm;
  /** a slot was freed: play here at once */
  readonly onStopped?: () => void;
  /** "Stop playing there" is offered (the device-limit message); "Can I watch?" only lists */
  readonly canStop?: boolean;
  /** the clock the "last played" words are read against (tests and stories pin it) */
  readonly now?: () => number;
}

/**
 * The devices holding the account's playback slots: a readable name from each one's
 * User-Agent, when it last played, this device marked, and "Stop playing there" for the
 * others. A list, so a screen reader says how many; the outcome of a stop is announced.
 */
export function DeviceSlots({ vm, onStopped, canStop = true, now = Date.now }: DeviceSlotsProps) {
  const snap = useSnapshot(vm.state);
  // read when the list arrives: 'playing now' is as fresh as the list
  const [at, setAt] = useState(now);
  const [listed, setListed] = useState(snap.slots);
  if (listed !== snap.slots) {
    setListed(snap.slots);
    setAt(now());
  }
  const slots = snap.slots as Slots | null;
  return (
    <div className={styles.slots}>
      {snap.status === 'loading' ? <Loading label="Finding the devices playing on your account" /> : null}
      {snap.status === 'error' ? (
        <p className={styles.problem}>
          The devices playing on your account could not be listed.{' '}
          <ActionButton variant="ghost-light" small icon="Refresh" onClick={() => void vm.reload()}>
            Try again
          </ActionButton>
        </p>
      ) : null}
      {slots ? (
        <>
          <p className={styles.count}>
            {slots.devices.length} of {slots.limit} devices playing on your account
          </p>
          <ul className={styles.list} aria-label="Devices playing on your account">
            {slots.devices.map((d) => (
              <li key={d.leaseId} className={styles.device}>
                <span className={styles.name}>
                  {d.name}
                  {d.current ? ' (this device)' : ''}
                </span>
                <span className={styles.when}>{lastPlayedText(d.lastPlayedAt, at)}</span>
                {canStop && !d.current ? (
                  <ActionButton
                    variant="primary-light"
                    small
                    icon="Close"
                    disabled={snap.stopping !== null}
                    aria-label={`Stop playing there: ${d.name}`}
                    onClick={() => void vm.stop(d.leaseId).then((freed) => freed && onStopped?.())}
                  >
                    Stop playing there
                  </ActionButton>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p role="status" className={styles.status}>
        {snap.stopError ? describeError({ code: snap.stopError }).message : snap.notice}
      </p>
    </div>
  );
}
