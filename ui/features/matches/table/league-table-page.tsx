import { data, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { headerStyleFor, leagueTableHref, matchSeasonLabel, resolveTableRoute } from '@core';
import { teams, type TeamConfig } from '@core/config/site-config';
import { NotFoundPage } from '../../../app-shell/error/error-page';
import { AppLink } from '../../../shared/components/app-link';
import { PageHeaderStyle } from '../../../shared/components/page-header-style';
import { PageTitle } from '../../../shared/components/page-title';
import pageStyles from '../../../shared/components/page.module.css';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { usePageSeed, type ServerLoad } from '../../../shared/ssr/page-data';
import { settledPage } from '../../../shared/ssr/settled-page';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { SeasonPicker } from '../shared/season-picker';
import { createSpoilerVm } from '../shared/spoiler-vm';
import fixtureStyles from '../fixtures/fixtures.module.css';
import { LeagueTable } from './league-table';
import { loadLeagueTableSeed } from './league-table-host';
import { createLeagueTableVm, shownTable, type LeagueTableState } from './league-table-vm';

const titleOf = (team: TeamConfig, season: string) =>
  season ? `League table: ${team.name} ${matchSeasonLabel(season)}` : `League table: ${team.name}`;

/** the address of a season's table: the current one's is the plain /matches/table[/{team}] */
const seasonHref = (team: TeamConfig, season: string, current: string, competitionID?: string) =>
  leagueTableHref(team, season === current ? undefined : season, competitionID);

/**
 * /matches/table, /matches/table/:team, /matches/table/:team/:season[?competition=]:
 * the team's league table of a season, every row, UZFC's marked, live while a match is in play;
 * the seasons and the current one are the match-data service's.
 */
export default function LeagueTablePage() {
  const params = useParams();
  const route = resolveTableRoute(params.team, params.season, teams);
  if (route.kind === 'not-found') return <NotFoundPage />;
  return <TableView key={`${route.team.id}/${route.season ?? ''}`} team={route.team} asked={route.season} />;
}

function TableView({ team, asked }: { readonly team: TeamConfig; readonly asked: string | undefined }) {
  const loadStandings = useService(UseCases.loadStandings);
  const followLiveScores = useService(UseCases.followLiveScores);
  const spoilerSettings = useService(UseCases.spoilerSettings);
  const [search] = useSearchParams();
  const competitionID = search.get('competition') ?? '';
  const seed = usePageSeed<LeagueTableState>();
  const usable = seed && seed.teamID === team.id && seed.season === (asked ?? '') ? seed : undefined;
  const vm = useViewModel(
    () =>
      createLeagueTableVm(
        {
          loadStandings,
          followLiveScores,
          teamID: team.id,
          ...(asked ? { season: asked } : {}),
          ...(competitionID ? { competitionID } : {}),
        },
        usable,
      ),
    [team.id, asked],
  );
  const spoilers = useViewModel(() => createSpoilerVm({ spoilerSettings }));
  const spoiler = useSnapshot(spoilers.state);
  const snap = useSnapshot(vm.state) as LeagueTableState;
  const season = snap.standings?.season ?? asked ?? '';
  const current = snap.standings?.currentSeason ?? '';
  const tables = snap.standings?.tables ?? [];
  const shownID = shownTable(snap)?.competition.competitionID ?? '';
  return (
    <div className={`${pageStyles.container} ${pageStyles.top}`}>
      <PageTitle title={titleOf(team, season)} />
      <PageHeaderStyle style={headerStyleFor('matches')} />
      <h1 className={pageStyles.pageTitle}>League table</h1>
      <nav aria-label="Teams" className={fixtureStyles.teams}>
        <ul>
          {teams
            .filter((t) => t.showOnMatches && t.externalMatchPage.trim() === '')
            .map((t) => (
              <li key={t.id}>
                <AppLink href={leagueTableHref(t)} aria-current={t.id === team.id ? 'page' : undefined}>
                  {t.name}
                </AppLink>
              </li>
            ))}
        </ul>
      </nav>
      <div className={fixtureStyles.toolbar}>
        <SeasonPicker
          season={season}
          seasons={snap.standings?.seasons ?? []}
          hrefOf={(s) => seasonHref(team, s, current)}
        />
        {tables.length > 1 ? (
          <CompetitionPicker
            value={shownID}
            options={tables.map((t) => t.competition)}
            onChange={(id) => vm.showCompetition(id)}
          />
        ) : null}
      </div>
      <LeagueTable vm={vm} variant="full" headingLevel={2} liveAllowed={spoiler.known && !spoiler.spoilerFree} />
    </div>
  );
}

function CompetitionPicker({
  value,
  options,
  onChange,
}: {
  readonly value: string;
  readonly options: readonly { readonly competitionID: string; readonly name: string }[];
  readonly onChange: (competitionID: string) => void;
}) {
  const [, setSearch] = useSearchParams();
  return (
    <label className={fixtureStyles.picker}>
      <span>Competition</span>
      <select
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setSearch(new URLSearchParams({ competition: e.target.value }), { replace: true });
        }}
      >
        {options.map((c) => (
          <option key={c.competitionID} value={c.competitionID}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The server renders the table from the same view model: readable without JavaScript. */
export const serverLoad: ServerLoad<LeagueTableState> = async ({ services, params, url }) => {
  const route = resolveTableRoute(params.team, params.season, teams);
  if (route.kind === 'not-found') throw data(null, { status: 404 });
  const competitionID = url.searchParams.get('competition') ?? '';
  const state = await loadLeagueTableSeed(services, {
    teamID: route.team.id,
    ...(route.season ? { season: route.season } : {}),
    ...(competitionID ? { competitionID } : {}),
  });
  const season = state.standings?.season ?? route.season ?? '';
  const current = state.standings?.currentSeason ?? '';
  return settledPage(state, () => ({
    title: titleOf(route.team, season),
    description: `${route.team.name} league table${season ? ` for ${matchSeasonLabel(season)}` : ''}: played, won, drawn, lost, goals, points and form.`,
    canonicalPath: seasonHref(route.team, season, current),
  }));
};
