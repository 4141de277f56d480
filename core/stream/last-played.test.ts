import fc from 'fast-check';
import { lastPlayedText } from './last-played';

const T = Date.parse('2026-11-28T15:30:00.000Z');
const ago = (ms: number) => new Date(T - ms).toISOString();

describe('when a device last played, in words', () => {
  it.each([
    [0, 'playing now'],
    [-5_000, 'playing now'],
    [14_999, 'playing now'],
    [42_000, 'last played 42 seconds ago'],
    [60_000, 'last played 1 minute ago'],
    [59 * 60_000, 'last played 59 minutes ago'],
    [2 * 3_600_000, 'last played at 13:30'],
  ])('%i ms ago: %s', (ms, text) => expect(lastPlayedText(ago(ms), T)).toBe(text));

  it('a bad date says nothing; any real one says something', () => {
    expect(lastPlayedText('yesterday', T)).toBe('');
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e10 }), (ms) => {
        expect(lastPlayedText(ago(ms), T)).not.toBe('');
      }),
    );
  });
});
