import { useSnapshot } from 'valtio';
import { watchChecks, type CheckStatus, type WatchCheck } from '@core/stream/can-i-watch';
import {
  headerStyleFor,
  site,
  type DeviceSlots,
  type LiveStreamConfig,
  type PlaybackCapabilities,
  type SegmentMeasure,
  type StreamServiceSettings,
} from '@core';
import { useOptionalAccountVm } from '../../account/account-context';
import { ActionButton } from '../../../shared/components/button';
import { AppLink } from '../../../shared/components/app-link';
import { PageHeaderStyle } from '../../../shared/components/page-header-style';
import { PageTitle } from '../../../shared/components/page-title';
import { ViewModels } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { createCanIWatchVm } from './can-i-watch-vm';
import { kickOffText } from './kick-off';
import { useAccountSnapshot } from './use-account-snapshot';
import styles from './can-i-watch.module.css';

const statusWords: Record<CheckStatus, string> = {
  ok: 'OK',
  action: 'Action needed',
  note: 'Good to know',
  checking: 'Checking…',
  unknown: 'Could not check',
};

/**
 * /videos/can-i-watch: the fan's whole set-up checked in order before kick-off
 * or during the match: signed in, a pass for the next live match, location, devices, the
 * browser, the connection. Each check says what it found and what to do; a polite summary
 * is said once every check has answered. Nothing here plays: it never takes a device slot.
 */
export default function CanIWatchPage() {
  const account = useOptionalAccountVm();
  const snapAccount = useAccountSnapshot(account);
  const interfaceVm = useService(ViewModels.interfaceVm);
  const deps = {
    loadVideoConfig: useService(UseCases.loadVideoConfig),
    loadStreamSettings: useService(UseCases.loadStreamSettings),
    loadDeviceSlots: useService(UseCases.loadDeviceSlots),
    loadPlaybackCapabilities: useService(UseCases.loadPlaybackCapabilities),
    measureConnection: useService(UseCases.measureConnection),
  };
  const vm = useViewModel(() => createCanIWatchVm({ ...deps, getAccount: () => account }), [account]);
  const snap = useSnapshot(vm.state);
  const status = snapAccount.status;
  const live = snap.live as LiveStreamConfig | null | undefined;
  const checks = watchChecks({
    nowMs: snap.checkedAt,
    signedIn: status === 'signed-in' ? true : status === 'signed-out' ? false : undefined,
    entitlements: [...snapAccount.entitlements],
    live,
    kickOffText: live ? kickOffText(live.startsAt) : '',
    settings: snap.settings as StreamServiceSettings | null | undefined,
    slots: snap.slots as DeviceSlots | null | undefined,
    browser: snap.browser as PlaybackCapabilities | undefined,
    connection: snap.connection as SegmentMeasure | null | undefined,
  });
  const done = checks.every((c) => c.status !== 'checking');
  const fine = checks.filter((c) => c.status === 'ok' || c.status === 'note').length;
  const actionFor = (c: WatchCheck) => {
    if (c.status !== 'action') return null;
    if (c.id === 'signed-in')
      return (
        <ActionButton
          variant="primary-dark"
          small
          icon="SignIn"
          onClick={() => interfaceVm.dispatch({ type: 'account/open' })}
        >
          {site.buttonLabels.login}
        </ActionButton>
      );
    if (c.id === 'pass' && status === 'signed-in')
      return (
        <ActionButton
          variant="primary-dark"
          small
          icon="Chevrons"
          onClick={() => interfaceVm.dispatch({ type: 'packages/open' })}
        >
          {site.buttonLabels.viewPackages}
        </ActionButton>
      );
    return null;
  };
  return (
    <div className={styles.page}>
      <PageTitle title="Can I watch?" />
      <PageHeaderStyle style={headerStyleFor('video-listing')} />
      <p className={styles.eyebrow}>{site.club.videoBrand}</p>
      <h1 className={styles.title}>Can I watch?</h1>
      <p className={styles.intro}>
        Everything {site.club.videoBrand} needs to play the next live match, checked in order, with what to do about
        anything that is not right. It works days before the match and during it, and plays nothing itself.
      </p>
      <ol className={styles.checks}>
        {checks.map((c) => (
          <li key={c.id} className={styles.check} data-status={c.status}>
            <h2 className={styles.checkTitle}>
              {c.title}: <span className={styles.status}>{statusWords[c.status]}</span>
            </h2>
            <p className={styles.found}>{c.found}</p>
            {c.fix ? <p className={styles.fix}>{c.fix}</p> : null}
            {actionFor(c)}
          </li>
        ))}
      </ol>
      <p role="status" className={styles.summary}>
        {done ? `${fine} of ${checks.length} checks are fine.` : ''}
      </p>
      <div className={styles.actions}>
        <ActionButton variant="ghost-dark" icon="Refresh" onClick={() => vm.check()} disabled={!done}>
          Check again
        </ActionButton>
        <AppLink href="/live">{site.buttonLabels.watchLive}</AppLink>
        <AppLink href="/videos/faqs">Video FAQs</AppLink>
      </div>
    </div>
  );
}
