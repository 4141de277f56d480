import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { compactWindow, site, type FormResult, type ProvisionalRow } from '@core';
import { AppLink } from '../../../shared/components/app-link';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { VisuallyHidden } from '../../../shared/components/visually-hidden';
import { CompetitionMark, Crest } from '../shared/match-bits';
import { useCompetitionMark } from '../shared/use-competition-mark';
import { DataDelayNote } from '../shared/data-delay-note';
import { shownTable, tableRows, type LeagueTableState, type LeagueTableVm } from './league-table-vm';
import styles from './league-table.module.css';

export interface LeagueTableProps {
  readonly vm: LeagueTableVm;
  /** 'full': every row and column (/matches/table); 'compact': five rows around the club, P GD Pts */
  readonly variant: 'full' | 'compact';
  /**
   * whether the live table may show (false while the device's spoiler setting is unknown or
   * spoiler-free is on: a provisional position gives the live score away)
   */
  readonly liveAllowed: boolean;
  /** the heading's level: 2 on a page of its own or beside the fixtures, 3 inside a section */
  readonly headingLevel?: 2 | 3;
  /** the compact table links here ("Full table") */
  readonly fullTableHref?: string;
  /** the data provider's notice ('Data is delayed by 15 minutes'); off where the page gives it once */
  readonly delayNote?: boolean;
  /** the table's section, for its host to know when it nears the screen */
  readonly sectionRef?: RefObject<HTMLElement | null>;
}

export const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const formWord: Record<FormResult, string> = { W: 'Won', D: 'Drawn', L: 'Lost' };

/**
 * A league table, full or compact. Server-rendered from its view model's snapshot,
 * readable without JavaScript. While a match of the table is in play, and the fan's spoiler
 * setting allows it, the rows are the provisional (live) table: the teams playing are marked
 * live, and a move from the table of results is shown and said. One polite announcement says
 * where the club would stand; nothing on screen moves above what the fan is reading (the rows
 * keep their height; only their order changes, inside the table).
 */
export function LeagueTable({
  vm,
  variant,
  liveAllowed,
  headingLevel = 2,
  fullTableHref,
  delayNote = true,
  sectionRef,
}: LeagueTableProps) {
  const snap = useSnapshot(vm.state) as LeagueTableState;
  const headingId = useId();
  const table = shownTable(snap);
  const live = liveAllowed && snap.live.length > 0;
  const rows = useMemo(
    () => tableRows({ standings: snap.standings, competitionID: snap.competitionID, live: live ? snap.live : [] }),
    [snap.standings, snap.competitionID, snap.live, live],
  );
  const shown = variant === 'compact' ? compactWindow(rows) : rows;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const mark = useCompetitionMark('leagueTable');
  const title = table ? table.competition.name : 'League table';
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className={styles.table} data-variant={variant}>
      <Heading id={headingId} className={styles.heading}>
        {/* the competition's mark names it (its crest's alt text, or the pill's text); 'League table' until there is one */}
        {table ? (
          <>
            <CompetitionMark competition={table.competition} mark={mark} className={styles.mark} />
            {variant === 'compact' ? ' table' : null}
          </>
        ) : (
          'League table'
        )}
      </Heading>
      {snap.status.kind === 'loading' && !table ? <Loading label="Loading the table" /> : null}
      {snap.status.kind === 'error' ? <CataloguedError error={snap.status} onRetry={() => void vm.load()} /> : null}
      {snap.status.kind === 'not-found' ? <p className={styles.note}>There is no table for this season.</p> : null}
      {snap.status.kind === 'ready' && !table ? <p className={styles.note}>This team has no league table.</p> : null}
      {table ? (
        <>
          {live ? (
            <p className={styles.liveNote}>
              <span className={styles.liveBadge}>Live</span> Positions are provisional while a match is in play.
            </p>
          ) : null}
          <Rows
            rows={shown}
            variant={variant}
            caption={`${title}, ${variant === 'compact' ? 'around ' + site.club.shortName : 'all teams'}`}
          />
          <LiveAnnouncement rows={rows} live={live} />
          {delayNote ? <DataDelayNote /> : null}
          {variant === 'compact' && fullTableHref ? (
            <p className={styles.more}>
              <AppLink href={fullTableHref}>Full table</AppLink>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function Rows({
  rows,
  variant,
  caption,
}: {
  readonly rows: readonly ProvisionalRow[];
  readonly variant: 'full' | 'compact';
  readonly caption: string;
}) {
  const full = variant === 'full';
  const col = (short: string, long: string) => (
    <th scope="col">
      <abbr title={long}>{short}</abbr>
    </th>
  );
  return (
    // a wide table scrolls sideways on a phone: the region takes focus so a keyboard can scroll it
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.grid}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {col('Pos', 'Position')}
            <th scope="col" className={styles.club}>
              Club
            </th>
            {col('P', 'Played')}
            {full ? col('W', 'Won') : null}
            {full ? col('D', 'Drawn') : null}
            {full ? col('L', 'Lost') : null}
            {full ? col('GF', 'Goals for') : null}
            {full ? col('GA', 'Goals against') : null}
            {col('GD', 'Goal difference')}
            {col('Pts', 'Points')}
            {full ? col('Form', 'Last five results, oldest first') : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.teamID} data-club={r.isClub || undefined} data-live={r.live || undefined}>
              <td className={styles.position}>
                {r.position}
                <Movement row={r} />
              </td>
              <th scope="row" className={styles.club}>
                <span className={styles.team}>
                  <Crest side={r} size={24} />
                  <span className={styles.name}>{r.name}</span>
                  {r.live ? (
                    <span className={styles.liveBadge}>
                      Live<VisuallyHidden>: playing now</VisuallyHidden>
                    </span>
                  ) : null}
                </span>
              </th>
              <td>{r.played}</td>
              {full ? <td>{r.won}</td> : null}
              {full ? <td>{r.drawn}</td> : null}
              {full ? <td>{r.lost}</td> : null}
              {full ? <td>{r.goalsFor}</td> : null}
              {full ? <td>{r.goalsAgainst}</td> : null}
              <td>{r.goalDifference > 0 ? `+${r.goalDifference}` : r.goalDifference}</td>
              <td className={styles.points}>{r.points}</td>
              {full ? (
                <td>
                  <Form form={r.form} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Movement({ row }: { readonly row: ProvisionalRow }) {
  if (!row.live || row.position === row.positionBefore) return null;
  const up = row.position < row.positionBefore;
  return (
    <span className={styles.move} data-move={up ? 'up' : 'down'}>
      <span aria-hidden="true">{up ? '▲' : '▼'}</span>
      <VisuallyHidden>{`, ${up ? 'up' : 'down'} from ${ordinal(row.positionBefore)}`}</VisuallyHidden>
    </span>
  );
}

function Form({ form }: { readonly form: readonly FormResult[] }) {
  if (form.length === 0) return <span className={styles.none}>None yet</span>;
  return (
    <span className={styles.form}>
      {form.map((f, i) => (
        <span key={i} className={styles.formResult} data-result={f} aria-hidden="true">
          {f}
        </span>
      ))}
      <VisuallyHidden>{form.map((f) => formWord[f]).join(', ')}</VisuallyHidden>
    </span>
  );
}

/**
 * One polite sentence when the club's provisional place changes while a match is in play. The
 * region is always in the page (a live region added with its text is not announced) and takes
 * no room, so nothing the fan reads moves.
 */
function LiveAnnouncement({ rows, live }: { readonly rows: readonly ProvisionalRow[]; readonly live: boolean }) {
  const club = rows.find((r) => r.isClub);
  const place = live && club ? club.position : 0;
  const [said, setSaid] = useState('');
  const last = useRef(place);
  useEffect(() => {
    if (place === last.current) return;
    last.current = place;
    setSaid(place > 0 && club ? `Live table: ${club.name} provisionally ${ordinal(place)}` : '');
  }, [place, club]);
  return (
    <div aria-live="polite" aria-atomic="true" className="visually-hidden">
      {said}
    </div>
  );
}
