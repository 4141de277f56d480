import { useCallback, useMemo, useState } from 'react';
import {
  centreAsSeen,
  matchAlert,
  matchClockAt,
  matchWhistles,
  videoMatchTime,
  type MatchCentre,
  type MatchEvent,
} from '@core';
import { useService } from '../../../../shared/services/services-context';
import { UseCases } from '../../../../shared/services/use-case-tokens';
import { playerMatchOf } from '../../../videos/playback/use-player-match';
import type { PlayerMatch, ProgramTime } from '../../../videos/playback/video-player';

/** The match centre in step with its video, as the page and the toggle use it. */
export interface VideoInStep {
  /** the centre to show: as the video shows it while following it, else the feed's */
  readonly centre: MatchCentre | null;
  /** the fan's choice (remembered on the device) */
  readonly on: boolean;
  /** the video plays and says where it is: the choice can be offered */
  readonly offered: boolean;
  /** following the video now (chosen, and the video says where it is) */
  readonly following: boolean;
  /** how far the video is behind the feed's newest moment, in whole seconds (0 at the edge) */
  readonly behindSeconds: number;
  /** a goal the video has just shown, for the page's polite live region while following it */
  readonly announcement: string;
  /** for the player: its key moments (while following, only those the video has reached) */
  readonly playerMatch: PlayerMatch | undefined;
  setOn(on: boolean): void;
  /** the player reports where the video is on the wall clock */
  onProgramTime(at: ProgramTime | null): void;
}

/** where the video is, in whole seconds: the centre is rebuilt only when what it shows can change */
const secondOf = (at: ProgramTime | null) => (at ? Math.floor(at.wallMs / 1000) * 1000 : null);

/**
 * The match centre following its video instead of the live feed: the events seen at the
 * video's moment (the one rule of core/match-video) and the centre they make (centreAsSeen).
 * Nothing the video has not reached is shown: not the score, the commentary, the statistics,
 * the player of the match, a goal's announcement or a key moment ahead of the playhead. The
 * fan's choice is remembered with the player's (PlayerPreferences.inStep).
 */
export function useVideoInStep(feed: MatchCentre | null, revealed: boolean): VideoInStep {
  const preferences = useService(UseCases.playerPreferences);
  const [on, setOnState] = useState(() => preferences.read().inStep);
  const [wallMs, setWallMs] = useState<number | null>(null);
  const onProgramTime = useCallback((at: ProgramTime | null) => setWallMs(secondOf(at)), []);
  const setOn = useCallback(
    (next: boolean) => {
      setOnState(next);
      preferences.update({ inStep: next });
    },
    [preferences],
  );

  const following = on && wallMs !== null && feed !== null;
  // the events the video has shown: the video's moment as its own anchor (position 0 is now)
  const seen: readonly MatchEvent[] | null = useMemo(
    () =>
      following && feed && wallMs !== null
        ? videoMatchTime(feed.timeline, { position: 0, wallMs }, feed.match.kickOff).seenAt(0)
        : null,
    [following, feed, wallMs],
  );
  const seenCount = seen?.length ?? -1;
  const clock =
    following && feed && wallMs !== null ? matchClockAt(matchWhistles(feed.timeline, feed.match.kickOff), wallMs) : '';
  // rebuilt when an event is reached or the clock turns, not every second of the video
  const asSeen = useMemo(
    () => (seen && feed && wallMs !== null ? centreAsSeen(feed, seen, wallMs) : null),
    [feed, seenCount, clock],
  );
  const centre = asSeen ?? feed;

  // what the video newly shows is said once, by the one rule the live feed's announcements use
  // (a goal, a goal taken back or corrected, the final score); going back over the video says
  // nothing, and what was already seen when following starts is not said again
  const [heard, setHeard] = useState<{ readonly view: MatchCentre; readonly wallMs: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  if (asSeen !== (heard?.view ?? null)) {
    setHeard(asSeen && wallMs !== null ? { view: asSeen, wallMs } : null);
    const alert = heard && asSeen && wallMs !== null && wallMs >= heard.wallMs ? matchAlert(heard.view, asSeen) : null;
    if (alert) setAnnouncement(alert.text);
  }

  const newestFeedMoment = feed?.timeline.at(-1)?.publishedAt;
  const behindSeconds =
    wallMs !== null && newestFeedMoment ? Math.max(0, Math.floor((Date.parse(newestFeedMoment) - wallMs) / 1000)) : 0;
  const playerMatch = useMemo(
    () => (feed ? playerMatchOf(following && asSeen ? asSeen : feed, revealed) : undefined),
    [feed, following, asSeen, revealed],
  );
  return {
    centre,
    on,
    offered: wallMs !== null,
    following,
    behindSeconds,
    announcement,
    playerMatch,
    setOn,
    onProgramTime,
  };
}
