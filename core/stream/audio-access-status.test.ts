import fc from 'fast-check';
import { audioAccessFromStatus } from './audio-access-status';
import { describeStreamAccess } from './stream-messages';

describe('audioAccessFromStatus', () => {
  it('maps the stream service statuses to the catalogued texts (AUDIO-2)', () => {
    expect(audioAccessFromStatus(-1)).toEqual({ ok: true, kind: 'granted' });
    const text = (status: number) => {
      const d = audioAccessFromStatus(status);
      if (d.ok) throw new Error('expected a refusal');
      return describeStreamAccess(d).message;
    };
    expect(text(0)).toBe('Please Login to access this');
    expect(text(1)).toBe('Sorry but you do not have any subscriptions');
    expect(text(2)).toBe('Sorry but you are not subscribed to this stream');
    expect(text(3)).toBe('Your account has been blocked by an administrator');
    expect(text(4)).toBe('Sorry, there has been a problem accessing this stream (status 4)');
    expect(text(-2)).toBe('Sorry, there has been a problem accessing this stream (status -2)');
  });

  it('grants only -1, maps 0..3 to their own codes, and any other number to AUDIO.PROBLEM carrying it', () => {
    const known = {
      0: 'AUDIO.NOT_LOGGED_IN',
      1: 'AUDIO.NO_SUBSCRIPTIONS',
      2: 'AUDIO.NOT_SUBSCRIBED',
      3: 'AUDIO.BLOCKED',
    } as const;
    const statusArb = fc.oneof(fc.integer({ min: -5, max: 8 }), fc.integer(), fc.double());
    fc.assert(
      fc.property(statusArb, (status) => {
        const d = audioAccessFromStatus(status);
        expect(d.ok).toBe(status === -1);
        if (status === -1) return;
        if (status === 0 || status === 1 || status === 2 || status === 3) {
          // -0 arrives as 0: the status is reported as the plain number
          expect(d).toEqual({ ok: false, kind: 'denied', code: known[status], status: status || 0 });
        } else {
          expect(d).toEqual({ ok: false, kind: 'problem', code: 'AUDIO.PROBLEM', status });
          if (!d.ok) expect(describeStreamAccess(d).message).toContain(String(status));
        }
      }),
    );
  });
});
