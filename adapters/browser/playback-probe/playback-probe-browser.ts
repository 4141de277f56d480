/**
 * "Can I watch?" in the browser: what it can play (Media Source Extensions for hls.js, or
 * HLS of its own), its autoplay policy (navigator.getAutoplayPolicy where the browser has
 * it), and a real download: the playlist (the lowest rendition when it is a master
 * playlist, so the figure is the one a slow line starts on) and its first segment, timed.
 * Nothing is cached (no-store), nothing is logged (the addresses carry a playback token).
 */
import { err, ok, type PlaybackCapabilities, type PlaybackProbePort } from '@core';

const HLS_MIME = 'application/vnd.apple.mpegurl';
// hls.js turns the stand-in's MPEG-TS into fragmented MP4 with H.264 and AAC
const MSE_TYPE = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

type AutoplayPolicy = 'allowed' | 'allowed-muted' | 'disallowed';

function autoplayOf(nav: Navigator): PlaybackCapabilities['autoplay'] {
  const policy = (nav as Navigator & { getAutoplayPolicy?: (type: string) => AutoplayPolicy }).getAutoplayPolicy;
  if (typeof policy !== 'function') return 'unknown';
  try {
    const answer = policy.call(nav, 'mediaelement');
    return answer === 'allowed' ? 'allowed' : answer === 'allowed-muted' ? 'muted' : 'blocked';
  } catch {
    return 'unknown';
  }
}

/** the playlist's media lines, and for a master playlist its lowest-bandwidth variant */
export function nextUri(playlist: string): { kind: 'variant' | 'segment'; uri: string } | null {
  const lines = playlist.split(/\r?\n/).map((l) => l.trim());
  let lowest: { bandwidth: number; uri: string } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const bandwidth = /^#EXT-X-STREAM-INF:.*?\bBANDWIDTH=(\d+)/.exec(lines[i]!)?.[1];
    const uri = lines[i + 1];
    if (bandwidth && uri && !uri.startsWith('#') && (!lowest || Number(bandwidth) < lowest.bandwidth))
      lowest = { bandwidth: Number(bandwidth), uri };
  }
  if (lowest) return { kind: 'variant', uri: lowest.uri };
  const segment = lines.find((l) => l !== '' && !l.startsWith('#'));
  return segment ? { kind: 'segment', uri: segment } : null;
}

export function createPlaybackProbeBrowser(now: () => number = () => performance.now()): PlaybackProbePort {
  const get = (url: string) => fetch(url, { cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer' });
  return {
    async capabilities() {
      const video = document.createElement('video');
      const mse =
        typeof MediaSource !== 'undefined' &&
        typeof MediaSource.isTypeSupported === 'function' &&
        MediaSource.isTypeSupported(MSE_TYPE);
      return { mse, nativeHls: video.canPlayType(HLS_MIME) !== '', autoplay: autoplayOf(navigator) };
    },
    async measure(playlistUrl) {
      try {
        const t0 = now();
        let response = await get(playlistUrl);
        const latencyMs = now() - t0;
        let url = playlistUrl;
        let text = response.ok ? await response.text() : '';
        let next = nextUri(text);
        if (next?.kind === 'variant') {
          url = new URL(next.uri, url).toString();
          response = await get(url);
          text = response.ok ? await response.text() : '';
          next = nextUri(text);
        }
        if (next?.kind !== 'segment') return err({ code: 'PROBE.FAILED' });
        const t1 = now();
        const segment = await get(new URL(next.uri, url).toString());
        if (!segment.ok) return err({ code: 'PROBE.FAILED' });
        const bytes = (await segment.arrayBuffer()).byteLength;
        return bytes > 0 ? ok({ bytes, ms: Math.max(1, now() - t1), latencyMs }) : err({ code: 'PROBE.FAILED' });
      } catch {
        return err({ code: 'PROBE.FAILED' });
      }
    },
  };
}
