import { useSnapshot } from 'valtio';
import { site } from '@core';
import { AppLink } from '../../shared/components/app-link';
import { CataloguedError } from '../../shared/components/catalogued-error';
import { Loading } from '../../shared/components/loading';
import { PageHeaderStyle } from '../../shared/components/page-header-style';
import { PageTitle } from '../../shared/components/page-title';
import pageStyles from '../../shared/components/page.module.css';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { usePageSeed, type ServerLoad } from '../../shared/ssr/page-data';
import { settledPage } from '../../shared/ssr/settled-page';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { Crest } from '../../app-shell/crest';
import { createTeamsListVm, type TeamsListState } from './teams-list-vm';
import styles from './teams.module.css';

export const TEAMS_TITLE = 'Teams';

/** /teams: every team the configuration shows there; a team whose page lives elsewhere links out. */
export default function TeamsListPage() {
  const seed = usePageSeed<TeamsListState>();
  const loadTeams = useService(UseCases.loadTeams);
  const vm = useViewModel(() => createTeamsListVm({ loadTeams }, seed));
  const snap = useSnapshot(vm.state);
  return (
    <div className={`${pageStyles.container} ${pageStyles.top}`}>
      <PageTitle title={TEAMS_TITLE} />
      <PageHeaderStyle style="solid" />
      <h1 className={pageStyles.pageTitle}>{TEAMS_TITLE}</h1>
      <section className={pageStyles.section} aria-label="Our teams">
        {snap.status.kind === 'loading' ? <Loading label="Loading teams" /> : null}
        {snap.status.kind === 'error' ? <CataloguedError error={snap.status} onRetry={() => void vm.retry()} /> : null}
        {snap.status.kind === 'ready' && snap.teams.length === 0 ? <p>No teams to show yet.</p> : null}
        {snap.teams.length > 0 ? (
          <ul className={styles.teamGrid}>
            {snap.teams.map(({ team, href, external }) => (
              <li key={team.id}>
                <div className={styles.teamCard}>
                  <Crest size={56} />
                  <div>
                    <h2>
                      <AppLink href={href} newTab={external} className={styles.teamLink}>
                        {team.name}
                      </AppLink>
                    </h2>
                    <p className={styles.teamMeta}>
                      {external ? 'Team website' : `${team.displayName} squad, staff and players`}
                    </p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

export const serverLoad: ServerLoad<TeamsListState> = async ({ services }) => {
  const vm = createTeamsListVm({ loadTeams: services.get(UseCases.loadTeams) });
  await vm.load();
  return settledPage(vm.state, () => ({
    title: TEAMS_TITLE,
    description: `The ${site.club.name} teams: the men's first team, the women's team and the academy squads.`,
    canonicalPath: '/teams',
  }));
};
