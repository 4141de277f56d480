import { useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { data } from 'react-router-dom';
import type { Player, SquadPage } from '@core';
import { site } from '@core';
import { NotFoundPage } from '../../app-shell/error/error-page';
import { AppLink } from '../../shared/components/app-link';
import { CataloguedError } from '../../shared/components/catalogued-error';
import { Loading } from '../../shared/components/loading';
import { ServerPainted } from '../../shared/components/server-painted';
import { PageHeaderStyle } from '../../shared/components/page-header-style';
import { PageTitle } from '../../shared/components/page-title';
import pageStyles from '../../shared/components/page.module.css';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { usePageSeed, type ServerLoad } from '../../shared/ssr/page-data';
import { settledPage } from '../../shared/ssr/settled-page';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { LoanList } from './loan-list';
import { PlayerCard } from './player-card';
import { createSquadVm, type SquadState } from './squad-vm';
import { fixturesHref } from './team-hrefs';
import styles from './teams.module.css';

/** cards above the fold load their portraits at once; the rest lazily */
const EAGER_CARDS = 4;

export function SquadView({ page }: { readonly page: SquadPage }) {
  const { team } = page;
  const grid = team.isMiniCard ? styles.miniGrid : styles.squadGrid;
  let shown = 0;
  const card = (p: Player) => {
    const priority = shown++ < EAGER_CARDS;
    return (
      <li key={p.playerID}>
        <PlayerCard player={p} team={team} priority={priority} />
      </li>
    );
  };
  return (
    <>
      <p className={pageStyles.section}>
        <AppLink href={fixturesHref(team)}>{`${team.name} fixtures and results`}</AppLink>
      </p>
      {page.overview ? (
        <section className={pageStyles.section} aria-labelledby="team-overview">
          <h2 id="team-overview" className={pageStyles.sectionTitle}>
            Overview
          </h2>
          <p className={styles.overview}>{page.overview}</p>
        </section>
      ) : null}
      {page.groups.length === 0 ? (
        <p className={pageStyles.section}>The {page.season} squad has not been announced yet.</p>
      ) : null}
      {page.groups.map((g) => (
        <section key={g.title} className={pageStyles.section} aria-labelledby={`group-${g.title}`}>
          <h2 id={`group-${g.title}`} className={pageStyles.sectionTitle}>
            {g.title}
          </h2>
          <ul className={grid}>{g.players.map((p) => card(p))}</ul>
        </section>
      ))}
      {page.staff.length > 0 ? (
        <section className={pageStyles.section} aria-labelledby="team-staff">
          <h2 id="team-staff" className={pageStyles.sectionTitle}>
            Staff
          </h2>
          <ul className={styles.staffList}>
            {page.staff.map((s) => (
              <li key={s.staffID}>
                <strong>{s.name}</strong>
                <span className={styles.staffRole}>{s.role}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <LoanList team={team} loans={page.loans} />
    </>
  );
}

/** /teams/:team (the first team's slug 'first-team'; empty names the first team too). */
export function TeamPageView({ teamSlug }: { readonly teamSlug: string | undefined }) {
  const seed = usePageSeed<SquadState>();
  const loadSquad = useService(UseCases.loadSquad);
  const vm = useViewModel(() => createSquadVm({ loadSquad, teamSlug }, seed), [teamSlug]);
  const snap = useSnapshot(vm.state);
  if (snap.status.kind === 'not-found') return <NotFoundPage />;
  const page = snap.page as SquadState['page'];
  const title = page?.team.name ?? (snap.status.kind === 'error' ? 'Team unavailable' : 'Team');
  return (
    <div className={`${pageStyles.container} ${pageStyles.top}`}>
      <PageTitle title={title} />
      <PageHeaderStyle style="solid" />
      <p>
        <AppLink href="/teams">All teams</AppLink>
      </p>
      <h1 className={pageStyles.pageTitle}>{title}</h1>
      {snap.status.kind === 'loading' ? <Loading label="Loading squad" /> : null}
      {snap.status.kind === 'error' ? <CataloguedError error={snap.status} onRetry={() => void vm.retry()} /> : null}
      {page?.kind === 'external' ? (
        <p className={pageStyles.section}>
          {`The ${page.team.name} has its own website: `}
          <AppLink href={page.url} newTab>{`visit the ${page.team.name} website`}</AppLink>
        </p>
      ) : null}
      {/* the squad the server painted is kept as it is while hydrating; a new answer (the loans
          coming back) renders it again */}
      {page?.kind === 'squad' && snap.status.kind === 'ready' ? (
        <ServerPainted deps={[page]}>
          <SquadView page={page} />
        </ServerPainted>
      ) : null}
    </div>
  );
}

export default function TeamPage() {
  const { team } = useParams();
  return <TeamPageView key={team ?? ''} teamSlug={team} />;
}

export const serverLoad: ServerLoad<SquadState> = async ({ services, params }) => {
  const vm = createSquadVm({ loadSquad: services.get(UseCases.loadSquad), teamSlug: params.team });
  await vm.load();
  if (vm.state.status.kind === 'not-found') throw data(null, { status: 404 });
  return settledPage(vm.state, (state) => ({
    title: state.page?.team.name ?? 'Team',
    description: state.page
      ? `${state.page.team.displayName}: the squad, staff and players of ${site.club.name}.`
      : `${site.club.name} teams.`,
    canonicalPath:
      state.page && state.page.kind === 'squad' ? `/teams/${state.page.team.slug || 'first-team'}` : '/teams',
  }));
};
