import type { PlaybackCapabilities, PlaybackProbePort, SegmentMeasure } from '../ports/playback-probe.port';
import type { StreamPort } from '../ports/stream.port';
import { err, type Result } from '../shared/result';
import type { StreamServiceSettings } from './stream-account-types';
import type { StreamError } from './stream-types';

export type MeasureConnection = () => Promise<Result<SegmentMeasure, { readonly code: string }>>;
export type LoadStreamSettings = () => Promise<Result<StreamServiceSettings, StreamError>>;
export type LoadPlaybackCapabilities = () => Promise<PlaybackCapabilities>;

/**
 * "Can I watch?"'s connection check downloads a real segment from the stream service: a
 * playback token for a free entry (anyone may have one, and it holds no device slot), its
 * playlist, and the first segment of its lowest rendition, timed in the browser.
 */
export const makeMeasureConnection =
  ({
    stream,
    probe,
    freeEntryId,
  }: {
    readonly stream: StreamPort;
    readonly probe: PlaybackProbePort;
    readonly freeEntryId: string;
  }): MeasureConnection =>
  async () => {
    const token = await stream.playbackToken(freeEntryId);
    if (!token.ok) return err(token.error);
    return probe.measure(token.value.playlistUrl);
  };

export const makeLoadStreamSettings =
  ({ stream }: { readonly stream: StreamPort }): LoadStreamSettings =>
  () =>
    stream.init();

export const makeLoadPlaybackCapabilities =
  ({ probe }: { readonly probe: PlaybackProbePort }): LoadPlaybackCapabilities =>
  () =>
    probe.capabilities();
