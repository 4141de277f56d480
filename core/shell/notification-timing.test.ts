import { TestScheduler } from 'rxjs/testing';
import { errorCountdown, logoutPanelClose, secondsLeft, toastAutoClose } from './notification-timing';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const KEYS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 'a 999ms b 999ms c ... (z|)': one value a second, the last with completion */
function everySecond(values: readonly number[]): { marble: string; values: Record<string, number> } {
  const keys = values.map((_, i) => KEYS[i]!);
  const last = keys.length - 1;
  const marble = keys.map((k, i) => (i === last ? `(${k}|)` : k)).join(' 999ms ');
  return { marble, values: Object.fromEntries(keys.map((k, i) => [k, values[i]!])) };
}

describe('notification timings (marbles)', () => {
  it('the success toast closes itself after 4 s', () => {
    scheduler().run(({ expectObservable }) => {
      expectObservable(toastAutoClose()).toBe('4s (z|)', { z: 0 });
    });
  });

  it('after Log Out the account panel closes after 600 ms', () => {
    const ts = scheduler();
    ts.run(({ expectObservable }) => {
      expectObservable(logoutPanelClose(ts)).toBe('600ms (z|)', { z: 0 });
    });
  });

  it('the error banner counts down 30, 29 ... 1 a second and reaches 0 (clears) at 30 s', () => {
    scheduler().run(({ expectObservable }) => {
      const { marble, values } = everySecond(Array.from({ length: 31 }, (_, i) => 30 - i));
      expectObservable(errorCountdown()).toBe(marble, values);
    });
  });

  it('unsubscribing (the close button, unmount) stops the countdown', () => {
    scheduler().run(({ expectObservable }) => {
      expectObservable(errorCountdown(3_000), '^ 1500ms !').toBe('a 999ms b', { a: 3, b: 2 });
    });
  });

  it('what is left is read from the clock, so a late tick shows the true time', () => {
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 12_345)).toBe(18);
    expect(secondsLeft(30_000, 31_000)).toBe(0);
  });
});
