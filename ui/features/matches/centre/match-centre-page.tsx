import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { data, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  followedPhase,
  headerStyleFor,
  matchActions,
  matchCentreHref,
  matchCentreWatch,
  matchIdFromParams,
  maskTimeline,
  momentumUpTo,
  needsFeed,
  site,
  teamBySlug,
  type MatchCentre,
  type MatchState,
} from '@core';
import { firstTeamID, liveCoverage, teams } from '@core/config/site-config';
import { SponsorSection } from '../../../app-shell/sponsor-section';
import { PlayerOfTheMatchPanel } from './player-of-the-match';
import { ActionButton, ButtonLink } from '../../../shared/components/button';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { PageHeaderStyle } from '../../../shared/components/page-header-style';
import { PageTitle } from '../../../shared/components/page-title';
import { ViewModels } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useInTurns } from '../../../shared/scheduling';
import { usePageSeed, type ServerLoad } from '../../../shared/ssr/page-data';
import { settledPage } from '../../../shared/ssr/settled-page';
import { plainCopy } from '../../../shared/view-models/plain-copy';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { NotFoundPage } from '../../../app-shell/error/error-page';
import { CompetitionMark, KickOff } from '../shared/match-bits';
import { useListenLive } from '../shared/listen-live';
import { useLiveMatchID } from '../shared/live-match-id';
import { createSpoilerVm } from '../shared/spoiler-vm';
import { useShownScores } from '../shared/use-shown-scores';
import { useCompetitionMark } from '../shared/use-competition-mark';
import { SpoilerToggle } from '../shared/spoiler-toggle';
import { DataDelayNote } from '../shared/data-delay-note';
import { Commentary, KeyEvents, playerNames } from './match-centre-parts';
import { LineupsPanel } from './lineups-panel';
import { MatchScoreboard } from './match-scoreboard';
import { FollowMatchButton } from '../follow/follow-match-button';
import { MatchSections } from './match-sections';
import { LeagueTableHost, loadLeagueTableSeed, type HeldScore, type LeagueTableState } from '../table';
import { MomentumGraph, Statistics } from './match-statistics';
import {
  createMatchCentreVm,
  lineupsOf,
  pendingCount,
  shownCommentary,
  type MatchCentreSeed,
  type MatchCentreState,
} from './match-centre-vm';
import { useVideoInStep } from './in-step/use-video-in-step';
import { VideoInStepToggle } from './in-step/video-in-step-toggle';
import styles from './match-centre.module.css';

// the player (and hls.js) load only when the fan opens the video
const MatchVideo = lazy(() => import('./match-video'));

/** the turns of a reveal after the score: the commentary and key events, the momentum graph, the line-ups */
const REVEAL_TURNS = 3;

const titleOf = (c: Pick<MatchCentre, 'match'>) => `${c.match.home.name} v ${c.match.away.name}`;

/** the page's server snapshot: the match, and for a league match its competition's table (readable without JavaScript) */
type MatchCentrePageSeed = MatchCentreSeed & { readonly table?: LeagueTableState };

/** a league match's table: the competition's, of the match's season */
const tableOf = ({ match }: Pick<MatchCentre, 'match'>) =>
  match.competition.kind === 'league'
    ? { teamID: match.teamID, season: match.season, competitionID: match.competition.competitionID }
    : null;

/** /match/:team?/:season?/:matchID?: the match centre before, during and after a match */
export default function MatchCentrePage() {
  const params = useParams();
  const matchID = matchIdFromParams(params);
  if (!matchID) return <NotFoundPage />;
  return <MatchCentreView key={matchID} matchID={matchID} />;
}

function MatchCentreView({ matchID }: { readonly matchID: string }) {
  const loadMatch = useService(UseCases.loadMatch);
  const watchMatch = useService(UseCases.watchMatch);
  const spoilerSettings = useService(UseCases.spoilerSettings);
  const interfaceVm = useService(ViewModels.interfaceVm);
  const seed = usePageSeed<MatchCentrePageSeed>();
  const vm = useViewModel(
    () => createMatchCentreVm({ loadMatch, watchMatch, matchID }, seed?.matchID === matchID ? seed : undefined),
    [matchID],
  );
  const spoilers = useViewModel(() => createSpoilerVm({ spoilerSettings }));
  const snap = useSnapshot(vm.state);
  // showing a score (and the timeline and commentary it unmasks) renders as a transition
  const scores = useShownScores(spoilers);
  const ui = useSnapshot(interfaceVm.state);
  const mark = useCompetitionMark('matchCentre');
  const listenLive = useListenLive();
  const liveMatchID = useLiveMatchID(matchID);
  const [search] = useSearchParams();
  const feed = snap.centre as MatchCentre | null;
  const revealed = feed ? scores.visible(feed.match.matchID) : false;
  // the scoreboard, the tabs, the commentary and the key events as the match's video shows them,
  // when the fan follows it; what the fan can do still comes from the live feed
  const inStep = useVideoInStep(feed, revealed);
  const centre = inStep.centre;
  const known = scores.known;
  const onAtTop = useCallback((atTop: boolean) => vm.setAtTop(atTop), [vm]);
  const lineups = lineupsOf(snap as MatchCentreState);
  const names = useMemo(() => playerNames(lineups.lineups), [lineups.lineups]);
  // a reveal unmasks the score first, then the panels a task each (the commentary and key events,
  // the momentum graph, the line-ups): as one commit it was the page's longest task after
  // hydration (23 ms of CPU on the host, 140 ms on the phone), as every played match is painted
  // masked and revealed once the device's setting is read. Hiding stays immediate (turns are 0
  // whenever the score is not revealed).
  const turns = useInTurns(REVEAL_TURNS, revealed);
  const panelsRevealed = turns >= 1;
  const momentumRevealed = turns >= 2;
  const lineupsRevealed = turns >= 3;
  // the same array until an entry is released or the fan reveals scores: a clock tick re-renders
  // the hero's clock, never the (memoised) commentary list
  const events = centre?.timeline;
  const timeline = useMemo(() => maskTimeline(events ?? [], panelsRevealed), [events, panelsRevealed]);
  const momentumTimeline = useMemo(() => maskTimeline(events ?? [], momentumRevealed), [events, momentumRevealed]);
  const lineupsTimeline = useMemo(() => maskTimeline(events ?? [], lineupsRevealed), [events, lineupsRevealed]);
  const commentary = useMemo(
    () => maskTimeline(shownCommentary({ centre, shown: snap.shown as number[] }), panelsRevealed),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timeline is what changes, not the centre object
    [centre?.timeline, snap.shown, panelsRevealed],
  );

  // 'Watch Live' from the fixtures list arrives with ?watch=live: the video opens here
  const wantsVideo = search.get(matchCentreWatch.param) === matchCentreWatch.live && feed?.state === 'live';
  useEffect(() => {
    if (wantsVideo) interfaceVm.dispatch({ type: 'matchCentre/openVideo' });
  }, [wantsVideo, interfaceVm]);
  // leaving the match centre closes its video
  useEffect(() => () => interfaceVm.dispatch({ type: 'matchCentre/closeVideo' }), [interfaceVm]);

  if (snap.status.kind === 'not-found') return <NotFoundPage />;
  if (!centre) {
    return (
      <div className={styles.page}>
        <PageTitle title="Match Centre" />
        <PageHeaderStyle style={headerStyleFor('match-centre')} />
        <div className={styles.heroBand}>
          <h1 className={styles.heroTitle}>Match Centre</h1>
        </div>
        <div className={styles.body}>
          {snap.status.kind === 'error' ? (
            <CataloguedError error={snap.status} onRetry={() => vm.retry()} />
          ) : (
            <Loading label="Loading the match" />
          )}
        </div>
      </div>
    );
  }

  const pending = pendingCount({ centre, shown: snap.shown });
  const table = tableOf(centre);
  // the table moves with the very score this page shows (a correction included, the video's while the fan
  // follows it), from no second feed
  const phase = followedPhase(centre.state);
  const held: HeldScore | undefined = phase
    ? { matchID: centre.match.matchID, score: centre.match.score ?? { home: 0, away: 0 }, phase }
    : undefined;
  // what the fan can do comes from the live feed, never from a video watched behind it
  const liveFeed = feed ?? centre;
  const actions = matchActions(liveFeed.match, liveMatchID);
  const live = centre.state === 'live' || centre.state === 'half-time';
  const { home, away } = centre.match;
  return (
    <div className={styles.page}>
      <PageTitle title={`${titleOf(centre)}: Match Centre`} />
      <PageHeaderStyle style={headerStyleFor('match-centre')} />
      <header className={styles.hero}>
        <p className={styles.heroMeta}>
          <CompetitionMark competition={centre.match.competition} mark={mark} className={styles.heroMark} />
          <KickOff iso={centre.match.kickOff} />
          <span>{centre.match.venue}</span>
        </p>
      </header>
      <MatchScoreboard
        centre={centre}
        revealed={revealed}
        known={known}
        onReveal={() => spoilers.reveal(centre.match.matchID)}
      />
      <div className={styles.heroActions}>
        {actions.watchLive ? (
          <ActionButton
            variant="primary-light"
            icon="Live"
            iconAlignment="left"
            small
            onClick={() => interfaceVm.dispatch({ type: 'matchCentre/openVideo' })}
            aria-expanded={ui.matchCentre.videoOpen}
          >
            {site.buttonLabels.watchLive}
          </ActionButton>
        ) : null}
        {actions.listenLive ? (
          <ActionButton
            variant="ghost-light"
            icon="Audio"
            iconAlignment="left"
            small
            onClick={() => void listenLive(centre.match)}
          >
            {site.buttonLabels.listenLive}
          </ActionButton>
        ) : null}
        {actions.buyTickets ? (
          <ButtonLink
            button={{
              link: actions.buyTickets,
              text: site.buttonLabels.buyTickets,
              type: 'primary-light',
              icon: 'Tickets',
              newTab: true,
            }}
          />
        ) : null}
        {actions.getAPass ? (
          <ButtonLink
            button={{ link: liveCoverage.passesPath, text: site.buttonLabels.getAPass, type: 'ghost-light' }}
          />
        ) : null}
        {needsFeed(liveFeed.state) ? <FollowMatchButton match={liveFeed.match} /> : null}
        <SpoilerToggle vm={spoilers} />
        <VideoInStepToggle inStep={inStep} />
      </div>
      {/* a goal, a goal disallowed or corrected, the final score, read out politely; nothing while the fan hides scores */}
      <p role="status" aria-live="polite" className={styles.srOnly}>
        {revealed ? (inStep.following ? inStep.announcement : snap.announcement) : ''}
      </p>
      {ui.matchCentre.videoOpen && actions.watchLive ? (
        <Suspense fallback={<Loading label="Loading video" />}>
          <MatchVideo
            title={titleOf(centre)}
            matchID={centre.match.matchID}
            match={inStep.playerMatch}
            onProgramTime={inStep.onProgramTime}
          />
        </Suspense>
      ) : null}
      <div className={styles.body}>
        {snap.status.kind === 'error' ? <CataloguedError error={snap.status} onRetry={() => vm.retry()} /> : null}
        <MatchSections
          panels={{
            commentary: (
              <Commentary
                // another match starts again from its newest lines
                key={centre.match.matchID}
                entries={commentary}
                pending={pending}
                paused={snap.paused}
                live={live}
                onShowNew={() => vm.showNew()}
                onPause={(p) => vm.setPaused(p)}
                onAtTop={onAtTop}
              />
            ),
            'key-events': (
              <>
                {/* at full time; kept back like the score while the fan hides spoilers */}
                {centre.playerOfTheMatch && panelsRevealed ? (
                  <PlayerOfTheMatchPanel centre={centre} player={centre.playerOfTheMatch} />
                ) : null}
                <KeyEvents centre={centre} events={timeline} names={names} />
              </>
            ),
            stats: (
              <section aria-labelledby="mc-stats" className={styles.panel}>
                <h2 id="mc-stats" className={`${styles.panelTitle} ${styles.tabTitle}`}>
                  Statistics
                </h2>
                <h3 className={styles.subTitle}>Attack momentum</h3>
                <MomentumGraph
                  timeline={momentumTimeline}
                  upTo={momentumUpTo(centre.state, centre.clock)}
                  home={home.shortName}
                  away={away.shortName}
                />
                <h3 className={styles.subTitle}>Match statistics</h3>
                <Statistics statistics={centre.statistics} home={home.shortName} away={away.shortName} />
              </section>
            ),
            lineups: (
              <LineupsPanel
                home={home}
                away={away}
                status={lineups.status}
                lineups={lineups.lineups}
                timeline={lineupsTimeline}
                onRetry={() => void vm.retryLineups()}
              />
            ),
            ...(table
              ? {
                  table: (
                    <LeagueTableHost
                      {...table}
                      variant="compact"
                      delayNote={false}
                      {...(seed?.table ? { seed: seed.table } : {})}
                      {...(held ? { held } : {})}
                    />
                  ),
                }
              : {}),
          }}
        />
        {/* the data provider's notice, under the score, commentary and statistics it is about */}
        <DataDelayNote />
        {centre.match.teamID === firstTeamID ? (
          <SponsorSection name="match-centre-first-team" label="Match centre in partnership with" />
        ) : null}
      </div>
    </div>
  );
}

const eventStatus: Record<MatchState, string> = {
  upcoming: 'https://schema.org/EventScheduled',
  live: 'https://schema.org/EventScheduled',
  'half-time': 'https://schema.org/EventScheduled',
  'full-time': 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  abandoned: 'https://schema.org/EventCancelled',
};

/** The match as it stands when the page is rendered; the live feed starts in the browser only. */
export const serverLoad: ServerLoad<MatchCentrePageSeed> = async ({ services, params }) => {
  const matchID = matchIdFromParams(params);
  if (!matchID) throw data(null, { status: 404 });
  const vm = createMatchCentreVm({
    loadMatch: services.get(UseCases.loadMatch),
    watchMatch: services.get(UseCases.watchMatch),
    matchID,
  });
  await vm.load();
  const { status, centre } = vm.state;
  if (status.kind === 'not-found' || (!centre && status.kind === 'ready')) throw data(null, { status: 404 });
  // a failing match-data service: the page's own catalogued message with 'Try again' (status 500, never cached)
  if (status.kind !== 'ready' || !centre)
    return settledPage<MatchCentrePageSeed>({ status, matchID, centre: null }, () => ({ title: 'Match Centre' }));
  // a team in the address must be the match's own
  const team = params.team && params.matchID ? teamBySlug(params.team, teams) : undefined;
  if (params.team && params.matchID && team?.id !== centre.match.teamID) throw data(null, { status: 404 });
  if (params.season && params.matchID && params.season !== centre.match.season) throw data(null, { status: 404 });
  const m = centre.match;
  // a league match's table, read after the match (its competition and season say which); a failing
  // table is that section's own 'Try again'
  const table = tableOf(centre);
  const seed = plainCopy<MatchCentrePageSeed>({
    status,
    matchID,
    centre,
    ...(table ? { table: await loadLeagueTableSeed(services, table) } : {}),
  });
  return {
    seed,
    head: {
      title: `${titleOf(centre)}: Match Centre`,
      description: `${m.competition.name}, ${m.venue}: line-ups, key events, statistics and minute-by-minute commentary.`,
      canonicalPath: matchCentreHref(m, teams),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'SportsEvent',
        name: titleOf(centre),
        sport: site.club.sport,
        startDate: m.kickOff,
        eventStatus: eventStatus[centre.state],
        location: { '@type': 'Place', name: m.venue },
        homeTeam: { '@type': 'SportsTeam', name: m.home.name },
        awayTeam: { '@type': 'SportsTeam', name: m.away.name },
        superEvent: { '@type': 'SportsEvent', name: m.competition.name },
      },
    },
  };
};
