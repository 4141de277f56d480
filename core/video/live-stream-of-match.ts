/**
 * Which match the live streams are of comes from the stream provider settings (VIDEO-2):
 * a match centre plays the live video and audio only of its own match, never another fixture's
 * stream because it happens to be live at the same time.
 */
import type { LiveStreamConfig } from './video-types';

export function liveStreamOfMatch(live: LiveStreamConfig, matchID: string): LiveStreamConfig | undefined {
  return live.matchID !== '' && live.matchID === matchID ? live : undefined;
}
