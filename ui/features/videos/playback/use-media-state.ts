import { useEffect, useState, type RefObject } from 'react';
import type { ProgramTimeAnchor } from '@core';
import type { HlsAttachment, Quality } from './attach-hls';

/** What the controls show: the media element and the engine, read at each of their events. */
export interface MediaState {
  readonly playing: boolean;
  readonly muted: boolean;
  /** 0..1 */
  readonly volume: number;
  /** seconds */
  readonly currentTime: number;
  /** seconds; NaN or Infinity until known (and for live) */
  readonly duration: number;
  readonly ended: boolean;
  /** what can be played now: the rewind window of a live stream, 0..duration on demand */
  readonly seekable: { readonly start: number; readonly end: number } | null;
  readonly liveEdge: number | null;
  readonly qualities: readonly Quality[];
  readonly chosenQuality: number | null;
  readonly playingQuality: number | null;
  readonly anchor: ProgramTimeAnchor | null;
  readonly pictureInPicture: boolean;
}

export const NOT_PLAYING: MediaState = {
  playing: false,
  muted: false,
  volume: 1,
  currentTime: 0,
  duration: Number.NaN,
  ended: false,
  seekable: null,
  liveEdge: null,
  qualities: [],
  chosenQuality: null,
  playingQuality: null,
  anchor: null,
  pictureInPicture: false,
};

const MEDIA_EVENTS = [
  'loadedmetadata',
  'play',
  'pause',
  'playing',
  'timeupdate',
  'durationchange',
  'volumechange',
  'ended',
  'progress',
  'seeked',
  'enterpictureinpicture',
  'leavepictureinpicture',
] as const;

function read(v: HTMLMediaElement, a: HlsAttachment | null): MediaState {
  const ranges = v.seekable;
  const seekable = ranges && ranges.length > 0 ? { start: ranges.start(0), end: ranges.end(ranges.length - 1) } : null;
  return {
    playing: !v.paused,
    muted: v.muted,
    volume: Number.isFinite(v.volume) ? v.volume : 1,
    currentTime: v.currentTime,
    duration: v.duration,
    ended: v.ended,
    seekable,
    liveEdge: a?.liveEdge() ?? null,
    qualities: a?.qualities() ?? [],
    chosenQuality: a?.chosenQuality() ?? null,
    playingQuality: a?.playingQuality() ?? null,
    anchor: a?.programAnchor() ?? null,
    pictureInPicture: typeof document !== 'undefined' && document.pictureInPictureElement === v,
  };
}

/**
 * The media element's state and the engine's, kept as a snapshot the controls render from
 * (so a story or a test renders them the same). `key` names the attachment: a new stream
 * starts from NOT_PLAYING, never from the last one's state.
 */
export function useMediaState(
  videoRef: RefObject<HTMLMediaElement | null>,
  attachment: HlsAttachment | null,
  key: string,
): MediaState {
  const [state, setState] = useState<{ key: string; media: MediaState }>({ key, media: NOT_PLAYING });
  useEffect(() => {
    const v = videoRef.current;
    if (!v) return undefined;
    const sync = () => setState({ key, media: read(v, attachment) });
    for (const e of MEDIA_EVENTS) v.addEventListener(e, sync);
    const unsubscribe = attachment?.onChange(sync) ?? (() => {});
    // what happened before this effect ran (the manifest may have arrived already)
    sync();
    return () => {
      for (const e of MEDIA_EVENTS) v.removeEventListener(e, sync);
      unsubscribe();
    };
  }, [videoRef, attachment, key]);
  return state.key === key ? state.media : NOT_PLAYING;
}
