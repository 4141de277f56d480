import fc from 'fast-check';
import { correctedFeedArb, redeliveredArb } from '@test/arbitraries/match-event-arbitraries';
import { correctTimeline, isCorrection, publicationsOf } from './event-corrections';
import { foldScore } from './fold-statistics';
import { foldTimeline } from './fold-timeline';
import type { MatchEvent } from './match-types';

/** the model: for each ordinary event, the correction with the highest sequence that names it (earlier ones lose) */
function latestWord(feed: readonly MatchEvent[]): Map<number, MatchEvent | undefined> {
  const ordinary = feed.filter((e) => !isCorrection(e));
  return new Map(
    ordinary.map((e) => [
      e.sequence,
      feed
        .filter((c) => c.correction?.sequence === e.sequence && c.sequence > e.sequence)
        .sort((a, b) => b.sequence - a.sequence)[0],
    ]),
  );
}

const ev = (sequence: number, kind: MatchEvent['kind'], extra: Partial<MatchEvent> = {}): MatchEvent => ({
  sequence,
  matchID: 'm',
  kind,
  period: 1,
  minute: sequence,
  addedMinute: 0,
  side: 'home',
  playerID: 'p1',
  secondaryPlayerID: null,
  text: `${kind} ${sequence}`,
  publishedAt: new Date(sequence * 60_000).toISOString(),
  possessionHome: null,
  ...extra,
});

describe('corrections', () => {
  it('property: the latest word on each event wins; withdrawn events are gone; the rest is as published', () => {
    fc.assert(
      fc.property(correctedFeedArb, (feed) => {
        const { timeline } = correctTimeline(feed);
        const word = latestWord(feed);
        const expected = [...word.entries()].flatMap(([sequence, c]) => {
          const original = feed.find((e) => e.sequence === sequence)!;
          if (!c) return [original];
          if (c.correction?.action === 'withdraw') return [];
          return [{ ...c, sequence, publishedAt: original.publishedAt, correction: null }];
        });
        expect(timeline).toEqual(expected);
        expect(timeline.some(isCorrection)).toBe(false);
      }),
    );
  });

  it('property: any order and any repeats of the same publications give the same match', () => {
    fc.assert(
      fc.property(
        correctedFeedArb.chain((feed) => fc.tuple(fc.constant(feed), redeliveredArb(feed))),
        ([feed, delivered]) => {
          expect(correctTimeline(delivered)).toEqual(correctTimeline(feed));
        },
      ),
    );
  });

  it('property: the publications come back from a corrected timeline, so a held match resumes and is corrected again', () => {
    fc.assert(
      fc.property(correctedFeedArb, (feed) => {
        const corrected = correctTimeline(feed);
        expect(publicationsOf(corrected)).toEqual(foldTimeline([], feed));
        expect(correctTimeline(publicationsOf(corrected))).toEqual(corrected);
      }),
    );
  });

  it('property: the score never counts a withdrawn goal and counts a corrected one for its new side', () => {
    fc.assert(
      fc.property(correctedFeedArb, (feed) => {
        const word = latestWord(feed);
        const standing = [...word.entries()].flatMap(([sequence, c]) =>
          c ? (c.correction?.action === 'withdraw' ? [] : [c]) : [feed.find((e) => e.sequence === sequence)!],
        );
        expect(foldScore(correctTimeline(feed).timeline)).toEqual(foldScore(standing));
      }),
    );
  });

  it('leaves an uncorrected feed as it is (the same array: nothing to redraw)', () => {
    const feed = [ev(1, 'kick-off'), ev(2, 'goal')];
    const folded = foldTimeline([], feed);
    expect(correctTimeline(folded).timeline).toBe(folded);
  });

  it('a disallowed goal leaves the score; a corrected scorer keeps the goal in its place; a correction of a correction is ignored', () => {
    const feed = [
      ev(1, 'kick-off', { side: null, playerID: null }),
      ev(2, 'goal', { playerID: 'keane' }),
      ev(3, 'goal', { side: 'away', playerID: 'tremlett' }),
      ev(4, 'var', { text: 'VAR: no goal' }),
      ev(5, 'commentary', { correction: { sequence: 3, action: 'withdraw' } }),
      ev(6, 'goal', {
        playerID: 'sallis',
        text: 'Goal! credited to Sallis',
        correction: { sequence: 2, action: 'replace' },
      }),
      ev(7, 'goal', { correction: { sequence: 6, action: 'withdraw' } }),
    ];
    const { timeline, superseded } = correctTimeline(feed);
    expect(timeline.map((e) => [e.sequence, e.kind, e.playerID])).toEqual([
      [1, 'kick-off', null],
      [2, 'goal', 'sallis'],
      [4, 'var', 'p1'],
    ]);
    expect(timeline[1]!.publishedAt).toBe(feed[1]!.publishedAt);
    expect(foldScore(timeline)).toEqual({ home: 1, away: 0 });
    expect(superseded.map((e) => e.sequence)).toEqual([2, 3, 5, 6, 7]);
  });
});
