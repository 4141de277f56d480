/**
 * A fake media element for component tests and stories: jsdom has no media playback
 * (play() is "not implemented", paused never changes), so this swaps the few
 * HTMLMediaElement members the players use for a tiny in-memory model that fires the
 * same events a browser would. Test-only: no production module imports it.
 */
interface FakeState {
  paused: boolean;
  muted: boolean;
  volume: number;
  currentTime: number;
  duration: number;
  /** what can be played ([start, end] pairs); by default 0..duration once it is known */
  seekable: [number, number][] | null;
}

export interface FakeMedia {
  /** the element's model, for assertions */
  state(el: HTMLMediaElement): FakeState;
  /** the stream's metadata arrived: sets the duration and fires loadedmetadata/durationchange */
  loadMetadata(el: HTMLMediaElement, duration: number): void;
  /** playback failed as a browser reports it */
  fail(el: HTMLMediaElement): void;
  /** a live stream's rewind window [start, end] and where the playhead is in it */
  setLive(el: HTMLMediaElement, window: [number, number], at: number): void;
  restore(): void;
}

const MEMBERS = [
  'play',
  'pause',
  'load',
  'canPlayType',
  'paused',
  'muted',
  'volume',
  'currentTime',
  'duration',
  'seekable',
] as const;
const timeRanges = (ranges: [number, number][]): TimeRanges => ({
  length: ranges.length,
  start: (i: number) => ranges[i]![0],
  end: (i: number) => ranges[i]![1],
});

export function installFakeMedia({ nativeHls = true }: { readonly nativeHls?: boolean } = {}): FakeMedia {
  const proto = HTMLMediaElement.prototype;
  const saved = MEMBERS.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  const states = new WeakMap<HTMLMediaElement, FakeState>();
  const stateOf = (el: HTMLMediaElement): FakeState => {
    let s = states.get(el);
    if (!s) {
      s = { paused: true, muted: false, volume: 1, currentTime: 0, duration: Number.NaN, seekable: null };
      states.set(el, s);
    }
    return s;
  };
  const fire = (el: HTMLMediaElement, ...types: string[]) => types.forEach((t) => el.dispatchEvent(new Event(t)));
  const accessor = (
    key: 'paused' | 'muted' | 'volume' | 'currentTime' | 'duration',
    onSet?: (el: HTMLMediaElement) => void,
  ) => ({
    configurable: true,
    get(this: HTMLMediaElement) {
      return stateOf(this)[key];
    },
    set: onSet
      ? function (this: HTMLMediaElement, v: never) {
          (stateOf(this) as unknown as Record<string, unknown>)[key] = v;
          onSet(this);
        }
      : undefined,
  });

  Object.defineProperties(proto, {
    play: {
      configurable: true,
      writable: true,
      value(this: HTMLMediaElement) {
        stateOf(this).paused = false;
        fire(this, 'play', 'playing');
        return Promise.resolve();
      },
    },
    pause: {
      configurable: true,
      writable: true,
      value(this: HTMLMediaElement) {
        stateOf(this).paused = true;
        fire(this, 'pause');
      },
    },
    load: { configurable: true, writable: true, value() {} },
    canPlayType: { configurable: true, writable: true, value: () => (nativeHls ? 'maybe' : '') },
    paused: accessor('paused'),
    muted: accessor('muted', (el) => fire(el, 'volumechange')),
    volume: accessor('volume', (el) => fire(el, 'volumechange')),
    currentTime: accessor('currentTime', (el) => fire(el, 'timeupdate', 'seeked')),
    duration: accessor('duration'),
    seekable: {
      configurable: true,
      get(this: HTMLMediaElement) {
        const s = stateOf(this);
        return timeRanges(s.seekable ?? (Number.isFinite(s.duration) ? [[0, s.duration]] : []));
      },
    },
  });
  // a <track>'s TextTrack: jsdom has none; the player only sets its mode
  const trackSaved = Object.getOwnPropertyDescriptor(HTMLTrackElement.prototype, 'track');
  const tracks = new WeakMap<HTMLTrackElement, { mode: TextTrackMode }>();
  Object.defineProperty(HTMLTrackElement.prototype, 'track', {
    configurable: true,
    get(this: HTMLTrackElement) {
      let t = tracks.get(this);
      if (!t) tracks.set(this, (t = { mode: 'disabled' }));
      return t;
    },
  });

  return {
    state: stateOf,
    loadMetadata(el, duration) {
      stateOf(el).duration = duration;
      fire(el, 'loadedmetadata', 'durationchange', 'canplay');
    },
    fail(el) {
      fire(el, 'error');
    },
    setLive(el, window, at) {
      const s = stateOf(el);
      s.duration = Number.POSITIVE_INFINITY;
      s.seekable = [window];
      s.currentTime = at;
      fire(el, 'loadedmetadata', 'durationchange', 'canplay', 'progress', 'timeupdate');
    },
    restore() {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else delete (proto as unknown as Record<string, unknown>)[name];
      }
      if (trackSaved) Object.defineProperty(HTMLTrackElement.prototype, 'track', trackSaved);
      else delete (HTMLTrackElement.prototype as unknown as Record<string, unknown>).track;
    },
  };
}

/** A fake hls.js: records what the player did with it and lets a test raise events and a fatal error. */
export function createFakeHls({ supported = true }: { readonly supported?: boolean } = {}) {
  const instances: FakeHlsInstance[] = [];
  type Listener = (event: string, data: Record<string, unknown>) => void;
  class FakeHlsInstance {
    source = '';
    media: HTMLMediaElement | null = null;
    destroyed = false;
    loadStopped = false;
    config: Record<string, unknown> | undefined;
    levels: { height: number; bitrate: number }[] = [];
    currentLevel = -1;
    nextLevel = -1;
    liveSyncPosition: number | null = null;
    private readonly listeners = new Map<string, Listener[]>();
    constructor(config?: Record<string, unknown>) {
      this.config = config;
      instances.push(this);
    }
    loadSource(src: string) {
      this.source = src;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }
    destroy() {
      this.destroyed = true;
    }
    stopLoad() {
      this.loadStopped = true;
    }
    emit(event: string, data: Record<string, unknown> = {}) {
      (this.listeners.get(event) ?? []).forEach((l) => l(event, data));
    }
    raiseFatal(status?: number) {
      this.raiseError(status, true);
    }
    /** a failed request hls.js itself would recover from (another rendition, a retry) unless `fatal` */
    raiseError(status?: number, fatal = false) {
      this.emit('hlsError', { fatal, ...(status === undefined ? {} : { response: { code: status } }) });
    }
    /** the manifest's renditions arrived (lowest first, as the stand-in lists them) */
    manifest(heights: readonly number[]) {
      this.levels = heights.map((height) => ({ height, bitrate: height * 1_000 }));
      this.currentLevel = 0;
      this.emit('hlsManifestParsed');
    }
    /** a live playlist arrived: its window's first segment at `start`, aired at `wallMs` */
    liveUpdate(start: number, wallMs: number, edge: number) {
      this.liveSyncPosition = edge;
      this.emit('hlsLevelUpdated', { details: { fragments: [{ start, programDateTime: wallMs }] } });
    }
  }
  const Ctor = Object.assign(FakeHlsInstance, {
    isSupported: () => supported,
    Events: {
      ERROR: 'hlsError',
      MANIFEST_PARSED: 'hlsManifestParsed',
      LEVEL_SWITCHED: 'hlsLevelSwitched',
      LEVEL_UPDATED: 'hlsLevelUpdated',
    },
  });
  return { Hls: Ctor, instances, load: () => Promise.resolve(Ctor) };
}
