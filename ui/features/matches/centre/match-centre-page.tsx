import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { data, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  headerStyleFor,
  matchActions,
  matchCentreHref,
  matchCentreWatch,
  matchIdFromParams,
  maskMatch,
  maskTimeline,
  resultForClub,
  site,
  teamBySlug,
  type MatchCentre,
  type MatchState,
} from '@core';
import { competitionCrests, firstTeamID, liveCoverage, teams } from '@core/config/site-config';
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
import { usePageSeed, type ServerLoad } from '../../../shared/ssr/page-data';
import { settledPage } from '../../../shared/ssr/settled-page';
import { plainCopy } from '../../../shared/view-models/plain-copy';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { NotFoundPage } from '../../../app-shell/error/error-page';
import { CompetitionMark, Crest, KickOff, ResultBadge, Score } from '../shared/match-bits';
import { useListenLive } from '../shared/listen-live';
import { useLiveMatchID } from '../shared/live-match-id';
import { createSpoilerVm } from '../shared/spoiler-vm';
import { useShownScores } from '../shared/use-shown-scores';
import { SpoilerToggle } from '../shared/spoiler-toggle';
import { Commentary, KeyEvents, Lineups, playerNames, Statistics } from './match-centre-parts';
import { createMatchCentreVm, pendingCount, shownCommentary, type MatchCentreSeed } from './match-centre-vm';
import { useVideoInStep } from './in-step/use-video-in-step';
import { VideoInStepToggle } from './in-step/video-in-step-toggle';
import styles from './match-centre.module.css';

// the player (and hls.js) load only when the fan opens the video
const MatchVideo = lazy(() => import('./match-video'));

const titleOf = (c: Pick<MatchCentre, 'match'>) => `${c.match.home.name} v ${c.match.away.name}`;

const stateWord: Record<MatchState, string> = {
  upcoming: 'Kick-off',
  live: 'Live',
  'half-time': 'Half-time',
  'full-time': 'Full-time',
  postponed: 'Postponed',
  abandoned: 'Abandoned',
};

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
  const seed = usePageSeed<MatchCentreSeed>();
  const vm = useViewModel(
    () => createMatchCentreVm({ loadMatch, watchMatch, matchID }, seed?.matchID === matchID ? seed : undefined),
    [matchID],
  );
  const spoilers = useViewModel(() => createSpoilerVm({ spoilerSettings }));
  const snap = useSnapshot(vm.state);
  // showing a score (and the timeline and commentary it unmasks) renders as a transition
  const scores = useShownScores(spoilers);
  const ui = useSnapshot(interfaceVm.state);
  const listenLive = useListenLive();
  const liveMatchID = useLiveMatchID();
  const [search] = useSearchParams();
  const feed = snap.centre as MatchCentre | null;
  const revealed = feed ? scores.visible(feed.match.matchID) : false;
  // the score, clock and commentary as the match's video shows them, when the fan follows it (issue 23.5)
  const inStep = useVideoInStep(feed, revealed);
  const centre = inStep.centre;
  const known = scores.known;
  const onAtTop = useCallback((atTop: boolean) => vm.setAtTop(atTop), [vm]);
  const names = useMemo(() => playerNames(centre?.lineups ?? []), [centre?.lineups]);
  // the same array until an entry is released or the fan reveals scores: a clock tick re-renders
  // the hero's clock, never the (memoised) commentary list
  const timeline = useMemo(() => maskTimeline(centre?.timeline ?? [], revealed), [centre?.timeline, revealed]);
  const commentary = useMemo(
    () => maskTimeline(shownCommentary({ centre, shown: snap.shown as number[] }), revealed),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timeline is what changes, not the centre object
    [centre?.timeline, snap.shown, revealed],
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

  const match = maskMatch(centre.match, revealed);
  const pending = pendingCount({ centre, shown: snap.shown });
  // what the fan can do comes from the live feed, never from a video watched behind it
  const actions = matchActions((feed ?? centre).match, liveMatchID);
  const result = revealed ? resultForClub(centre.match) : null;
  const live = centre.state === 'live' || centre.state === 'half-time';
  const hasScore = centre.match.score !== null && centre.state !== 'upcoming' && centre.state !== 'postponed';
  return (
    <div className={styles.page}>
      <PageTitle title={`${titleOf(centre)}: Match Centre`} />
      <PageHeaderStyle style={headerStyleFor('match-centre')} />
      <header className={styles.hero}>
        <p className={styles.heroMeta}>
          <CompetitionMark competition={centre.match.competition} type={competitionCrests.matchCentre} />
          <KickOff iso={centre.match.kickOff} />
          <span>{centre.match.venue}</span>
        </p>
        <h1 className={styles.heroTitle}>
          <span className={styles.side}>
            <Crest side={centre.match.home} size={64} /> {centre.match.home.name}
          </span>
          <span className={styles.versus}>v</span>
          <span className={styles.side}>
            <Crest side={centre.match.away} size={64} /> {centre.match.away.name}
          </span>
        </h1>
        <div className={styles.scoreLine}>
          {hasScore && revealed ? <Score match={match} /> : null}
          {/* until the device's spoiler setting is read: the score's room, masked (never the score itself) */}
          {hasScore && !known ? (
            <span className={styles.maskedScore} aria-hidden="true">
              ?-?
            </span>
          ) : null}
          {hasScore && !revealed && known ? (
            <ActionButton variant="ghost-light" small onClick={() => spoilers.reveal(centre.match.matchID)}>
              Reveal score
            </ActionButton>
          ) : null}
          {result ? <ResultBadge result={result} /> : null}
          <p className={styles.status} data-state={centre.state}>
            <span>{stateWord[centre.state]}</span>
            {centre.clock.label && centre.state === 'live' ? (
              <span className={styles.clock} aria-label={`Match clock ${centre.clock.label}`}>
                {centre.clock.label}
              </span>
            ) : null}
            {centre.connection === 'reconnecting' ? (
              <span className={styles.reconnecting}>Reconnecting to live updates…</span>
            ) : null}
          </p>
        </div>
        <div className={styles.heroActions}>
          {actions.watchLive ? (
            <ActionButton
              variant="primary-light"
              icon="Live"
              iconAlignment="left"
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
          <SpoilerToggle vm={spoilers} />
          <VideoInStepToggle inStep={inStep} />
        </div>
        {/* a goal is read out politely; nothing while the fan hides scores */}
        <p role="status" aria-live="polite" className={styles.srOnly}>
          {revealed ? (inStep.following ? inStep.announcement : snap.announcement) : ''}
        </p>
      </header>
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
        {centre.match.teamID === firstTeamID ? (
          <SponsorSection name="match-centre-first-team" label="Match centre in partnership with" />
        ) : null}
        {snap.status.kind === 'error' ? <CataloguedError error={snap.status} onRetry={() => vm.retry()} /> : null}
        <div className={styles.columns}>
          <div className={styles.mainColumn}>
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
          </div>
          <div className={styles.sideColumn}>
            {/* at full time; kept back like the score while the fan hides spoilers */}
            {centre.playerOfTheMatch && revealed ? (
              <PlayerOfTheMatchPanel centre={centre} player={centre.playerOfTheMatch} />
            ) : null}
            <KeyEvents centre={centre} events={timeline} names={names} />
            <Statistics
              statistics={centre.statistics}
              home={centre.match.home.shortName}
              away={centre.match.away.shortName}
            />
            <Lineups centre={centre} />
          </div>
        </div>
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
export const serverLoad: ServerLoad<MatchCentreSeed> = async ({ services, params }) => {
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
    return settledPage<MatchCentreSeed>({ status, matchID, centre: null }, () => ({ title: 'Match Centre' }));
  // a team in the address must be the match's own
  const team = params.team && params.matchID ? teamBySlug(params.team, teams) : undefined;
  if (params.team && params.matchID && team?.id !== centre.match.teamID) throw data(null, { status: 404 });
  if (params.season && params.matchID && params.season !== centre.match.season) throw data(null, { status: 404 });
  const m = centre.match;
  const seed = plainCopy<MatchCentreSeed>({ status, matchID, centre });
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
