// The league table's face for the other match pages (the fixtures, the match centre's Table tab)
export { LeagueTable, ordinal, type LeagueTableProps } from './league-table';
export { LeagueTableHost, loadLeagueTableSeed, type HeldScore, type LeagueTableHostProps } from './league-table-host';
export {
  createLeagueTableVm,
  shownTable,
  tableRows,
  type LeagueTableState,
  type LeagueTableVm,
  type LeagueTableVmDeps,
} from './league-table-vm';
