import { useEffect, useMemo, useState } from 'react';
import { maskTimeline, showsScore, type MatchCentre } from '@core';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import type { PlayerMatch } from './video-player';

/**
 * A match as the player needs it for key moments: the timeline as the fan may see it (no goals
 * while they hide scores: the spoiler-free setting, site-shell), the kick-off, the teams and
 * the players' names from the line-ups.
 */
export function playerMatchOf(centre: MatchCentre, revealed: boolean): PlayerMatch {
  const names = new Map<string, string>();
  for (const lineup of centre.lineups)
    for (const p of [...lineup.starting, ...lineup.substitutes]) names.set(p.playerID, p.name);
  return {
    timeline: maskTimeline(centre.timeline, revealed),
    kickOffIso: centre.match.kickOff,
    teams: { home: centre.match.home.name, away: centre.match.away.name },
    names,
  };
}

/**
 * The live match's feed for the player on /live, followed only while a video plays (`enabled`):
 * a fan who is locked out, or only listening, opens no feed. Failures leave the player as it is
 * (no key moments), never an error over the video.
 */
export function usePlayerMatch(matchID: string, enabled: boolean): PlayerMatch | undefined {
  const watchMatch = useService(UseCases.watchMatch);
  const spoilerSettings = useService(UseCases.spoilerSettings);
  const [centre, setCentre] = useState<MatchCentre | null>(null);
  // the device's setting, read once: goals stay off the timeline while the fan hides scores
  const [revealed] = useState(() => showsScore(spoilerSettings.read(), matchID));
  useEffect(() => {
    if (!enabled || matchID === '') return undefined;
    const subscription = watchMatch(matchID).subscribe((s) => {
      if (s.kind === 'ready') setCentre(s.centre);
    });
    return () => subscription.unsubscribe();
  }, [watchMatch, matchID, enabled]);
  return useMemo(() => (centre ? playerMatchOf(centre, revealed) : undefined), [centre, revealed]);
}
