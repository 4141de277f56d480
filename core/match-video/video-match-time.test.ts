import fc from 'fast-check';
import type { MatchEvent, MatchEventKind } from '../matches/match-types';
import { matchFeedArb, MIN, type GeneratedMatch } from '@test/arbitraries/match-feed-arbitraries';
import {
  eventClockLabel,
  matchClockAt,
  matchWhistles,
  positionAtWall,
  videoMatchTime,
  wallAtPosition,
  type ProgramTimeAnchor,
} from './video-match-time';

const anchorArb = (m: GeneratedMatch): fc.Arbitrary<ProgramTimeAnchor> =>
  fc.record({
    position: fc.double({ min: 0, max: 20_000, noNaN: true }),
    wallMs: fc.integer({ min: m.kickOffMs - 3 * 3_600_000, max: m.kickOffMs + 3 * 3_600_000 }),
  });

const matchAndAnchor = matchFeedArb.chain((m) => anchorArb(m).map((anchor) => ({ m, anchor })));

const WHISTLE_KINDS = new Set<MatchEventKind>(['kick-off', 'half-time', 'second-half', 'full-time']);
/** a match-clock ordering key: period, then minute plus added time */
const clockKey = (e: MatchEvent) => e.period * 1_000 + e.minute + e.addedMinute;

describe('video time and match time: one rule for key moments and for what the fan has seen', () => {
  it('reads the clock at every event as the event reads itself, across added time and half-time, however late the feed published it', () => {
    fc.assert(
      fc.property(matchAndAnchor, ({ m, anchor }) => {
        const t = videoMatchTime(m.timeline, anchor, m.kickOffIso);
        for (const e of m.timeline) {
          if (WHISTLE_KINDS.has(e.kind)) continue;
          expect(t.clockAt(t.positionOf(e)), `${e.kind} ${eventClockLabel(e)}`).toBe(eventClockLabel(e));
        }
      }),
    );
  });

  it('puts events in match-clock order on the video: first-half added time before the break, the break before the second half', () => {
    fc.assert(
      fc.property(matchAndAnchor, ({ m, anchor }) => {
        const t = videoMatchTime(m.timeline, anchor, m.kickOffIso);
        const halfTime = positionAtWall(anchor, m.halfTimeMs);
        const secondHalf = positionAtWall(anchor, m.secondHalfMs);
        for (const a of m.timeline) {
          if (a.period === 1 && !WHISTLE_KINDS.has(a.kind)) expect(t.positionOf(a)).toBeLessThan(halfTime);
          if (a.period === 2 && !WHISTLE_KINDS.has(a.kind)) expect(t.positionOf(a)).toBeGreaterThanOrEqual(secondHalf);
          for (const b of m.timeline)
            if (clockKey(a) < clockKey(b) && !WHISTLE_KINDS.has(a.kind) && !WHISTLE_KINDS.has(b.kind))
              expect(t.positionOf(a)).toBeLessThan(t.positionOf(b));
        }
      }),
    );
  });

  it('shows each event from its own position on, not a frame before, and what is seen only grows', () => {
    fc.assert(
      fc.property(
        matchAndAnchor,
        fc.double({ min: -3_600, max: 3_600, noNaN: true }),
        fc.double({ min: 0, max: 600, noNaN: true }),
        ({ m, anchor }, from, step) => {
          const t = videoMatchTime(m.timeline, anchor, m.kickOffIso);
          for (const e of m.timeline) {
            expect(t.seenAt(t.positionOf(e))).toContain(e);
            expect(t.seenAt(t.positionOf(e) - 0.04)).not.toContain(e);
          }
          const p = positionAtWall(anchor, m.kickOffMs) + from;
          const earlier = new Set(t.seenAt(p));
          const later = new Set(t.seenAt(p + step));
          for (const e of earlier) expect(later.has(e)).toBe(true);
          // seen means exactly: its position has been reached
          for (const e of m.timeline) expect(earlier.has(e)).toBe(t.positionOf(e) <= p + 0.0005);
        },
      ),
    );
  });

  it('reads the clock of the video between the whistles: pre-match, the halves, HT through the break, FT', () => {
    fc.assert(
      fc.property(matchAndAnchor, ({ m, anchor }) => {
        const t = videoMatchTime(m.timeline, anchor, m.kickOffIso);
        const at = (ms: number) => t.clockAt(positionAtWall(anchor, ms));
        expect(at(m.kickOffMs - 1_000)).toBe('Pre-match');
        expect(at(m.kickOffMs)).toBe("1'");
        expect(at(m.kickOffMs + 44 * MIN + 59_000)).toBe("45'");
        expect(at(m.halfTimeMs)).toBe('HT');
        expect(at((m.halfTimeMs + m.secondHalfMs) / 2)).toBe('HT');
        expect(at(m.secondHalfMs)).toBe("46'");
        expect(at(m.fullTimeMs)).toBe('FT');
        // the last moment of each half: added time, as many minutes as were played
        expect(at(m.halfTimeMs - 1)).toMatch(/^45(\+\d+)?'$/);
        expect(at(m.fullTimeMs - 1)).toMatch(/^90(\+\d+)?'$/);
      }),
    );
  });

  it('maps positions and wall-clock moments both ways', () => {
    fc.assert(
      fc.property(
        fc.record({
          position: fc.double({ min: 0, max: 1e5, noNaN: true }),
          wallMs: fc.integer({ min: 0, max: 4e12 }),
        }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        (anchor, position) => {
          expect(positionAtWall(anchor, wallAtPosition(anchor, position))).toBeCloseTo(position, 6);
          expect(wallAtPosition(anchor, anchor.position)).toBe(anchor.wallMs);
        },
      ),
    );
  });

  it('counts the first half from the fixture kick-off when the feed has not sent its whistle yet', () => {
    const w = matchWhistles([], '2026-11-28T15:00:00.000Z');
    expect(w.kickOffMs).toBe(Date.parse('2026-11-28T15:00:00.000Z'));
    expect(matchClockAt(w, Date.parse('2026-11-28T15:22:30.000Z'))).toBe("23'");
    expect(matchClockAt(matchWhistles([]), 0)).toBe('');
  });
});
