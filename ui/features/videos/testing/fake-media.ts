/**
 * A fake media element for component tests and stories: jsdom has no media playback
 * (play() is "not implemented", paused never changes), so this swaps the few
 * HTMLMediaElement members the players use for a tiny in-memory model that fires the
 * same events a browser would. Test-only: no production module imports it.
 */
interface FakeState {
  paused: boolean;
  muted: boolean;
  currentTime: number;
  duration: number;
}

export interface FakeMedia {
  /** the element's model, for assertions */
  state(el: HTMLMediaElement): FakeState;
  /** the stream's metadata arrived: sets the duration and fires loadedmetadata/durationchange */
  loadMetadata(el: HTMLMediaElement, duration: number): void;
  /** playback failed as a browser reports it */
  fail(el: HTMLMediaElement): void;
  restore(): void;
}

const MEMBERS = ['play', 'pause', 'load', 'canPlayType', 'paused', 'muted', 'currentTime', 'duration'] as const;

export function installFakeMedia({ nativeHls = true }: { readonly nativeHls?: boolean } = {}): FakeMedia {
  const proto = HTMLMediaElement.prototype;
  const saved = MEMBERS.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  const states = new WeakMap<HTMLMediaElement, FakeState>();
  const stateOf = (el: HTMLMediaElement): FakeState => {
    let s = states.get(el);
    if (!s) {
      s = { paused: true, muted: false, currentTime: 0, duration: Number.NaN };
      states.set(el, s);
    }
    return s;
  };
  const fire = (el: HTMLMediaElement, ...types: string[]) => types.forEach((t) => el.dispatchEvent(new Event(t)));
  const accessor = (key: 'paused' | 'muted' | 'currentTime' | 'duration', onSet?: (el: HTMLMediaElement) => void) => ({
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
    currentTime: accessor('currentTime', (el) => fire(el, 'timeupdate', 'seeked')),
    duration: accessor('duration'),
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
    restore() {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else delete (proto as unknown as Record<string, unknown>)[name];
      }
    },
  };
}

/** A fake hls.js: records what the player did with it and lets a test raise a fatal error. */
export function createFakeHls({ supported = true }: { readonly supported?: boolean } = {}) {
  const instances: FakeHlsInstance[] = [];
  class FakeHlsInstance {
    source = '';
    media: HTMLMediaElement | null = null;
    destroyed = false;
    private readonly listeners: ((event: string, data: { fatal?: boolean }) => void)[] = [];
    constructor() {
      instances.push(this);
    }
    loadSource(src: string) {
      this.source = src;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    on(_event: string, listener: (event: string, data: { fatal?: boolean }) => void) {
      this.listeners.push(listener);
    }
    destroy() {
      this.destroyed = true;
    }
    raiseFatal() {
      this.listeners.forEach((l) => l('hlsError', { fatal: true }));
    }
  }
  const Ctor = Object.assign(FakeHlsInstance, { isSupported: () => supported, Events: { ERROR: 'hlsError' } });
  return { Hls: Ctor, instances, load: () => Promise.resolve(Ctor) };
}
