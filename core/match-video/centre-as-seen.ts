/**
 * In step with the video: the match centre as the video shows it. A fan watching
 * behind the live edge (rewound, paused, or simply a few seconds behind the data feed, as live
 * video always is) can have the score, the clock, the statistics and the commentary follow the
 * video instead of the feed: nothing the video has not reached is shown. The events seen come
 * from the one rule of video-match-time.ts; the centre is then built from them by the same
 * toMatchCentre the live feed uses, at the video's wall-clock moment, so both agree.
 */
import { emptyStatistics } from '../matches/fold-statistics';
import { toMatchCentre, type MatchCentre } from '../matches/match-centre';
import type { MatchEvent } from '../matches/match-types';

export function centreAsSeen(centre: MatchCentre, seen: readonly MatchEvent[], wallMs: number): MatchCentre {
  // a match that will not be played has nothing to follow
  if (centre.state === 'postponed' || centre.state === 'abandoned') return centre;
  const seenFullTime = seen.some((e) => e.kind === 'full-time');
  return toMatchCentre(
    {
      // the fixture's facts are the centre's; the state comes from the whistles seen (the
      // service's own status, score and sequence are news from later)
      match: {
        ...centre.match,
        status: 'scheduled',
        score: centre.match.score ? { home: 0, away: 0 } : null,
        lastSequence: 0,
      },
      lineups: centre.lineups,
      events: [],
      statistics: emptyStatistics,
      // named at full time: kept back until the video gets there
      playerOfTheMatch: seenFullTime ? centre.playerOfTheMatch : null,
    },
    seen,
    centre.connection,
    wallMs,
  );
}
