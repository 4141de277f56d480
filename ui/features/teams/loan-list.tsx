import { formatDate, type LoanListItem, type LoanStatus } from '@core';
import { AppLink } from '../../shared/components/app-link';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import pageStyles from '../../shared/components/page.module.css';
import { playerHref } from './team-hrefs';
import styles from './teams.module.css';

const where = (status: Exclude<LoanStatus, 'ended'>, item: LoanListItem): string => {
  const { loanedTo, from, until } = item.loan;
  if (status === 'agreed') return `Joins ${loanedTo} on loan on ${formatDate(from)}`;
  if (status === 'returning') return `Back soon: on loan at ${loanedTo} until ${formatDate(until)}`;
  return `On loan at ${loanedTo} until ${formatDate(until)}`;
};

/**
 * A team's players out on loan, from the loaned players and teams service: each with a
 * portrait, a link to the profile and where the loan stands. When that service cannot answer,
 * the squad above still shows and this says so, instead of hiding that loans exist.
 */
export function LoanList({
  team,
  loans,
}: {
  readonly team: { readonly slug: string };
  readonly loans: readonly LoanListItem[] | null;
}) {
  if (loans && loans.length === 0) return null;
  return (
    <section className={pageStyles.section} aria-labelledby="team-loans">
      <h2 id="team-loans" className={pageStyles.sectionTitle}>
        Out on loan
      </h2>
      {loans === null ? (
        <p>Loan information is not available at the moment.</p>
      ) : (
        <ul className={styles.loanList}>
          {loans.map((item) => (
            <li key={item.loan.player.playerID} className={styles.loanItem}>
              <ResponsiveImage
                imageKey={item.loan.player.imageKey}
                alt=""
                width={64}
                height={64}
                fit="cover"
                sizes="64px"
              />
              <div>
                <AppLink href={playerHref(team, item.loan.player.slug)} className={styles.cardLink}>
                  {`${item.loan.player.firstName} ${item.loan.player.lastName}`}
                </AppLink>
                <p className={styles.cardPosition}>{item.loan.player.position}</p>
                <p className={styles.loanNote}>{where(item.status, item)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
