import { useParams } from 'react-router-dom';
import { data } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { site, type LoanStatus, type PlayerPage, type PlayerSeasonStats, type RecentAppearance } from '@core';
import { NotFoundPage } from '../../app-shell/error/error-page';
import { AppLink } from '../../shared/components/app-link';
import { CataloguedError } from '../../shared/components/catalogued-error';
import { FormattedDate } from '../../shared/components/dates';
import { Loading } from '../../shared/components/loading';
import { PageHeaderStyle } from '../../shared/components/page-header-style';
import { PageTeam } from '../../shared/components/page-team';
import { PageTitle } from '../../shared/components/page-title';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import { ServerPainted } from '../../shared/components/server-painted';
import pageStyles from '../../shared/components/page.module.css';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { usePageSeed, type ServerLoad } from '../../shared/ssr/page-data';
import { settledPage } from '../../shared/ssr/settled-page';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { createPlayerVm, type PlayerState } from './player-vm';
import { matchCentreHref, PLAYER_SPONSORSHIP_PATH, teamSlugInPath } from './team-hrefs';
import styles from './teams.module.css';

const WOMEN_TEAM_ID = 't2';

const loanText: Record<LoanStatus, string> = {
  agreed: 'Loan agreed with',
  'on-loan': 'On loan at',
  returning: 'Returning soon from',
  ended: 'Back from a loan at',
};

function Stats({ stats, goalkeeper }: { readonly stats: PlayerSeasonStats; readonly goalkeeper: boolean }) {
  const rows: [string, number][] = [
    ['Appearances', stats.appearances],
    ['Starts', stats.starts],
    ['Minutes', stats.minutes],
    ['Goals', stats.goals],
    ['Assists', stats.assists],
    ['Yellow cards', stats.yellowCards],
    ['Red cards', stats.redCards],
    ...(goalkeeper ? [['Clean sheets', stats.cleanSheets] as [string, number]] : []),
  ];
  return (
    <ul className={styles.statList} aria-label="Season statistics">
      {rows.map(([label, value]) => (
        <li key={label}>
          <span>{label}</span>
          <span className={styles.statValue}>{value}</span>
        </li>
      ))}
    </ul>
  );
}

function matchLine({ match }: RecentAppearance): string {
  const score = match.score ? ` ${match.score.home}-${match.score.away} ` : ' v ';
  return `${match.home.name}${score}${match.away.name}`;
}

const resultText = { win: 'Won', draw: 'Drew', loss: 'Lost' } as const;

export function PlayerProfileView({
  page,
  news,
  onRetryNews,
}: {
  readonly page: PlayerPage;
  readonly news: PlayerState['news'];
  readonly onRetryNews?: () => void;
}) {
  const { profile, team } = page;
  const name = `${profile.firstName} ${profile.lastName}`;
  // the profile the server painted is kept as it is while hydrating (ServerPainted); the news
  // is React's while it loads or failed ('Try again')
  return (
    <article aria-labelledby="player-name">
      <ServerPainted deps={[page]}>
        <header className={styles.profileHero}>
          <div className={styles.profileInner}>
            <div className={styles.profilePhoto}>
              <ResponsiveImage
                imageKey={profile.imageKey}
                alt={`${name}, portrait`}
                width={320}
                height={400}
                fit="cover"
                sizes="(min-width: 760px) 20rem, 100vw"
                priority
              />
            </div>
            <div>
              <p className={styles.profileNumber}>
                <span className="visually-hidden">Shirt number </span>
                {profile.shirtNumber}
              </p>
              <h1 id="player-name" className={styles.profileName}>
                {name}
              </h1>
              {team ? (
                <AppLink href={`/teams/${teamSlugInPath(team)}`} className={styles.teamBack}>
                  {team.name}
                </AppLink>
              ) : null}
              <dl className={styles.facts}>
                <dt>Position</dt>
                <dd>{profile.position}</dd>
                <dt>Nationality</dt>
                <dd>{profile.nationality}</dd>
                <dt>Date of birth</dt>
                <dd>
                  <FormattedDate iso={profile.dateOfBirth} />
                  {page.age !== null ? ` (age ${page.age})` : null}
                </dd>
                <dt>Height</dt>
                <dd>{`${profile.heightCm} cm`}</dd>
                {profile.loan && page.loanStatus ? (
                  <>
                    <dt>Loan</dt>
                    <dd>{`${loanText[page.loanStatus]} ${profile.loan.loanedTo}`}</dd>
                  </>
                ) : null}
              </dl>
            </div>
          </div>
        </header>
      </ServerPainted>
      <div className={pageStyles.container}>
        <ServerPainted deps={[page]}>
          {profile.biography ? (
            <section className={pageStyles.section} aria-labelledby="player-bio">
              <h2 id="player-bio" className={pageStyles.sectionTitle}>
                Biography
              </h2>
              <p className={styles.biography}>{profile.biography}</p>
            </section>
          ) : null}
          <section className={pageStyles.section} aria-labelledby="player-stats">
            <h2 id="player-stats" className={pageStyles.sectionTitle}>{`${page.season.replace('-', '/')} season`}</h2>
            {page.stats.ok ? (
              <Stats stats={page.stats.value} goalkeeper={profile.position === 'Goalkeeper'} />
            ) : (
              <CataloguedError error={page.stats.error} />
            )}
          </section>
          <section className={pageStyles.section} aria-labelledby="player-matches">
            <h2 id="player-matches" className={pageStyles.sectionTitle}>
              Recent matches
            </h2>
            {!page.recentMatches.ok ? <CataloguedError error={page.recentMatches.error} /> : null}
            {page.recentMatches.ok && page.recentMatches.value.length === 0 ? (
              <p>{`${name} has not played a match this season yet.`}</p>
            ) : null}
            {page.recentMatches.ok && page.recentMatches.value.length > 0 ? (
              <ul className={styles.matchList}>
                {page.recentMatches.value.map((a) => (
                  <li key={a.match.matchID}>
                    <AppLink href={matchCentreHref(team, page.season, a.match.matchID)}>{matchLine(a)}</AppLink>{' '}
                    <FormattedDate iso={a.match.kickOff} format="matchDate" />
                    {a.result ? ` · ${resultText[a.result]}` : null}
                    {` · ${a.contribution.minutes} min`}
                    {a.contribution.goals > 0
                      ? ` · ${a.contribution.goals} ${a.contribution.goals === 1 ? 'goal' : 'goals'}`
                      : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </ServerPainted>
        <ServerPainted deps={[news]} live={news.status !== 'ready'}>
          <section className={pageStyles.section} aria-labelledby="player-news">
            <h2 id="player-news" className={pageStyles.sectionTitle}>
              Latest news
            </h2>
            {news.status === 'loading' ? <Loading label="Loading news" /> : null}
            {news.status === 'error' ? (
              <CataloguedError
                error={{ code: 'SERVICE.UNAVAILABLE' }}
                {...(onRetryNews ? { onRetry: onRetryNews } : {})}
              />
            ) : null}
            {news.status === 'ready' && news.items.length === 0 ? <p>{`No news about ${name} yet.`}</p> : null}
            {news.items.length > 0 ? (
              <ul className={styles.newsList}>
                {news.items.map((n) => (
                  <li key={n.slug}>
                    <AppLink href={`/news/${n.slug}`}>{n.title}</AppLink> <FormattedDate iso={n.publishedDate} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </ServerPainted>
        {profile.teamID === WOMEN_TEAM_ID ? (
          <section className={pageStyles.section} aria-labelledby="player-sponsorship">
            <h2 id="player-sponsorship" className={pageStyles.sectionTitle}>
              Player sponsorship
            </h2>
            <p>
              <AppLink href={PLAYER_SPONSORSHIP_PATH}>{`Sponsor ${name}`}</AppLink>
            </p>
          </section>
        ) : null}
      </div>
    </article>
  );
}

export function PlayerPageView({
  player,
  teamSlug,
}: {
  readonly player: string;
  readonly teamSlug: string | undefined;
}) {
  const seed = usePageSeed<PlayerState>();
  const loadPlayer = useService(UseCases.loadPlayer);
  const searchNews = useService(UseCases.searchNews);
  const vm = useViewModel(
    () => createPlayerVm({ loadPlayer, searchNews, player, ...(teamSlug === undefined ? {} : { teamSlug }) }, seed),
    [player, teamSlug],
  );
  const snap = useSnapshot(vm.state);
  if (snap.status.kind === 'not-found') return <NotFoundPage />;
  const page = snap.page as PlayerPage | null;
  const loaded = page && snap.status.kind !== 'loading' ? page : null;
  const title = loaded
    ? `${loaded.profile.firstName} ${loaded.profile.lastName}`
    : snap.status.kind === 'error'
      ? 'Player unavailable'
      : 'Player';
  return (
    <>
      <PageTitle title={title} />
      <PageHeaderStyle style="transparent-dark" />
      {loaded ? <PageTeam teamId={loaded.profile.teamID} /> : null}
      {loaded ? (
        <PlayerProfileView page={loaded} news={snap.news as PlayerState['news']} onRetryNews={() => void vm.retry()} />
      ) : null}
      {!loaded ? (
        <div className={`${pageStyles.container} ${pageStyles.top}`}>
          {snap.status.kind === 'loading' ? <Loading label="Loading player" /> : null}
          {snap.status.kind === 'error' ? (
            <>
              <h1 className={pageStyles.pageTitle}>{title}</h1>
              <CataloguedError error={snap.status} onRetry={() => void vm.retry()} />
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** /players/:player and /players/:team/:player */
export default function PlayerRoutePage() {
  const { player = '', team } = useParams();
  return <PlayerPageView key={`${team ?? ''}/${player}`} player={player} teamSlug={team} />;
}

export const serverLoad: ServerLoad<PlayerState> = async ({ services, params }) => {
  const vm = createPlayerVm({
    loadPlayer: services.get(UseCases.loadPlayer),
    searchNews: services.get(UseCases.searchNews),
    player: params.player ?? '',
    ...(params.team === undefined ? {} : { teamSlug: params.team }),
  });
  await vm.load();
  if (vm.state.status.kind === 'not-found') throw data(null, { status: 404 });
  return settledPage(vm.state, (state) => {
    const p = state.page?.profile;
    const name = p ? `${p.firstName} ${p.lastName}` : 'Player';
    return {
      title: name,
      description: p
        ? `${name}, ${p.position.toLowerCase()}, number ${p.shirtNumber} for ${state.page?.team?.displayName ?? site.club.shortName}.`
        : site.club.name,
      ...(p
        ? {
            canonicalPath:
              state.page?.team && state.page.team.slug !== ''
                ? `/players/${state.page.team.slug}/${p.slug}`
                : `/players/${p.slug}`,
          }
        : {}),
    };
  });
};
