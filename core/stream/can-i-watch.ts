/**
 * "Can I watch?": the fan's whole set-up checked in order, each check saying
 * what it found in words and what to do next. Pure: the page's view model gathers the
 * facts (account, live match, the stream service's init and devices, the browser, a
 * measured segment) and this says what they mean. Works days before the match (the pass
 * must cover the match to come) and during it.
 */
import { checkVideoAccess } from './check-video-access';
import type { DeviceSlots } from './my-devices';
import type { StreamServiceSettings } from './stream-account-types';
import type { PlaybackCapabilities, SegmentMeasure } from '../ports/playback-probe.port';
import type { LiveStreamConfig } from '../video/video-types';

/** The FAQ's minimum connection (VIDEO-4): 1.2 Mbps under 100 ms for SD, 4 Mbps under 50 ms for HD. */
export const MINIMUM_CONNECTION = {
  sd: { mbps: 1.2, latencyMs: 100 },
  hd: { mbps: 4, latencyMs: 50 },
} as const;

export type CheckId = 'signed-in' | 'pass' | 'location' | 'devices' | 'browser' | 'connection';
/** 'ok': nothing to do; 'action': this stops playback, the fix says how; 'note': worth knowing; 'checking'; 'unknown': could not be checked */
export type CheckStatus = 'ok' | 'action' | 'note' | 'checking' | 'unknown';

export interface WatchCheck {
  readonly id: CheckId;
  readonly title: string;
  readonly status: CheckStatus;
  /** what was found, in words */
  readonly found: string;
  /** what to do next ('' when nothing) */
  readonly fix: string;
}

/** each fact as the page has it: undefined while it is being found out, null when it could not be */
export interface WatchFacts {
  readonly nowMs: number;
  readonly signedIn: boolean | undefined;
  readonly entitlements: readonly string[];
  readonly live: LiveStreamConfig | null | undefined;
  /** London-time kick-off in words, e.g. 'Sat 28 Nov, 15:00' */
  readonly kickOffText: string;
  readonly settings: StreamServiceSettings | null | undefined;
  readonly slots: DeviceSlots | null | undefined;
  readonly browser: PlaybackCapabilities | undefined;
  readonly connection: SegmentMeasure | null | undefined;
}

const checking = (id: CheckId, title: string, found: string): WatchCheck => ({
  id,
  title,
  status: 'checking',
  found,
  fix: '',
});

function signedInCheck(f: WatchFacts): WatchCheck {
  const title = 'Signed in';
  if (f.signedIn === undefined) return checking('signed-in', title, 'Checking your account…');
  return f.signedIn
    ? { id: 'signed-in', title, status: 'ok', found: 'You are signed in.', fix: '' }
    : {
        id: 'signed-in',
        title,
        status: 'action',
        found: 'You are not signed in.',
        fix: 'Sign in, or register an account, with the Login button at the top of the page.',
      };
}

function whenText(f: WatchFacts, live: LiveStreamConfig): string {
  const starts = Date.parse(live.startsAt);
  if (Number.isNaN(starts)) return '';
  const days = Math.floor((starts - f.nowMs) / 86_400_000);
  if (starts <= f.nowMs) return ` (kicked off ${f.kickOffText})`;
  return days >= 1
    ? ` (kick-off ${f.kickOffText}, in ${days} day${days === 1 ? '' : 's'})`
    : ` (kick-off ${f.kickOffText})`;
}

function passCheck(f: WatchFacts): WatchCheck {
  const id = 'pass';
  const title = 'A pass for the next live match';
  if (f.live === undefined || f.signedIn === undefined) return checking(id, title, 'Checking the next live match…');
  if (f.live === null)
    return {
      id,
      title,
      status: 'unknown',
      found: 'The next live match could not be found.',
      fix: 'Try again in a few minutes.',
    };
  const match = `${f.live.title}${whenText(f, f.live)}`;
  if (!f.signedIn)
    return {
      id,
      title,
      status: 'action',
      found: `The next live match is ${match}.`,
      fix: 'Sign in to see whether your pass covers it.',
    };
  const access = checkVideoAccess({ signedIn: true, entitlements: f.entitlements, required: f.live.videoRequired });
  return access.ok
    ? { id, title, status: 'ok', found: `Your pass covers the next live match, ${match}.`, fix: '' }
    : {
        id,
        title,
        status: 'action',
        found: `You do not have a pass that covers the next live match, ${match}.`,
        fix: 'View Packages to buy a monthly pass or a pass for this match.',
      };
}

function locationCheck(f: WatchFacts): WatchCheck {
  const id = 'location';
  const title = 'Your location';
  if (f.settings === undefined) return checking(id, title, 'Checking where you are watching from…');
  if (f.settings === null)
    return {
      id,
      title,
      status: 'unknown',
      found: 'The video service could not say where you are.',
      fix: 'Try again in a few minutes.',
    };
  const { country, liveVideo } = f.settings.viewer;
  const where = country ? `You appear to be in ${country}.` : 'The video service could not tell where you are.';
  return liveVideo
    ? { id, title, status: 'ok', found: `${where} Live video and live audio commentary play there.`, fix: '' }
    : {
        id,
        title,
        status: 'action',
        found: `${where} Live video is not available there (the UK, the Republic of Ireland and the Channel Isles).`,
        fix: 'Live audio commentary is available everywhere with an audio subscription; on-demand videos play too.',
      };
}

function devicesCheck(f: WatchFacts): WatchCheck {
  const id = 'devices';
  const title = 'Devices playing on your account';
  if (f.signedIn === false)
    return { id, title, status: 'note', found: 'Sign in to see the devices playing on your account.', fix: '' };
  if (f.slots === undefined || f.signedIn === undefined)
    return checking(id, title, 'Checking the devices playing on your account…');
  if (f.slots === null)
    return {
      id,
      title,
      status: 'unknown',
      found: 'The devices playing on your account could not be listed.',
      fix: 'Try again in a few minutes.',
    };
  const others = f.slots.devices.filter((d) => !d.current);
  const inUse = `${f.slots.devices.length} of ${f.slots.limit} in use`;
  const names = others.length ? `: ${others.map((d) => d.name).join(', ')}` : '';
  const full = others.length >= f.slots.limit;
  return full
    ? {
        id,
        title,
        status: 'action',
        found: `${inUse}${names}. Every slot is taken by another device.`,
        fix: 'Stop playing on one of them (choose Stop playing there when you press play) to watch here.',
      }
    : { id, title, status: 'ok', found: `${inUse}${names}. This device can start playing.`, fix: '' };
}

function browserCheck(f: WatchFacts): WatchCheck {
  const id = 'browser';
  const title = 'Your browser';
  if (!f.browser) return checking(id, title, 'Checking what this browser can play…');
  const how = f.browser.nativeHls
    ? 'plays our streams itself'
    : f.browser.mse
      ? 'plays our streams (Media Source Extensions)'
      : '';
  if (!how)
    return {
      id,
      title,
      status: 'action',
      found: 'This browser cannot play our streams.',
      fix: 'Use the latest Edge, Firefox, Chrome or Safari (Windows 8.1 or later, Mac, Android 6 or later, iOS 9 or later).',
    };
  const autoplay = {
    allowed: ' Videos may start by themselves.',
    muted: ' Videos may start by themselves only without sound: press Play, or unmute.',
    blocked: ' Videos will not start by themselves: press Play.',
    unknown: '',
  }[f.browser.autoplay];
  return {
    id,
    title,
    status: f.browser.autoplay === 'blocked' ? 'note' : 'ok',
    found: `This browser ${how}.${autoplay}`,
    fix: '',
  };
}

function connectionCheck(f: WatchFacts): WatchCheck {
  const id = 'connection';
  const title = 'Your connection';
  const { sd, hd } = MINIMUM_CONNECTION;
  if (f.connection === undefined)
    return checking(id, title, 'Downloading a piece of real video to measure your connection…');
  if (f.connection === null)
    return {
      id,
      title,
      status: 'unknown',
      found: 'A piece of video could not be downloaded to measure your connection.',
      fix: 'Check your connection, then try again.',
    };
  const mbps = f.connection.ms > 0 ? (f.connection.bytes * 8) / (f.connection.ms * 1000) : Number.POSITIVE_INFINITY;
  const measured = `About ${Number.isFinite(mbps) ? mbps.toFixed(1) : 'more than 100'} Mbps, ${Math.round(f.connection.latencyMs)} ms to reach us.`;
  if (mbps >= hd.mbps && f.connection.latencyMs < hd.latencyMs)
    return {
      id,
      title,
      status: 'ok',
      found: `${measured} Enough for HD (${hd.mbps} Mbps under ${hd.latencyMs} ms).`,
      fix: '',
    };
  if (mbps >= sd.mbps && f.connection.latencyMs < sd.latencyMs)
    return {
      id,
      title,
      status: 'ok',
      found: `${measured} Enough for SD (${sd.mbps} Mbps under ${sd.latencyMs} ms), not for HD (${hd.mbps} Mbps under ${hd.latencyMs} ms).`,
      fix: '',
    };
  return {
    id,
    title,
    status: 'action',
    found: `${measured} Below the minimum for live video (${sd.mbps} Mbps under ${sd.latencyMs} ms).`,
    fix: 'Move closer to your router or use a wired connection, and stop other downloads, then check again.',
  };
}

/** the checks in the order the fan should fix them */
export function watchChecks(f: WatchFacts): readonly WatchCheck[] {
  return [signedInCheck(f), passCheck(f), locationCheck(f), devicesCheck(f), browserCheck(f), connectionCheck(f)];
}
