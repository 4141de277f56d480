import { ServerPainted } from '../../shared/components/server-painted';
import type { FooterLayout } from './footer-layout';
import styles from './footer.module.css';

/**
 * Room for the footer's adverts and sponsor rows while they load: the same boxes at the same
 * sizes, empty and hidden from assistive technology, so their arrival changes what the footer
 * shows and never moves the links under it.
 */
export function ReservedAdverts({ count }: { readonly count: number }) {
  if (count === 0) return null;
  // the server's markup until the adverts arrive (ServerPainted): empty boxes need no render
  return (
    <ServerPainted deps={[count]} aria-hidden="true" className={styles.adverts} reserved>
      <ul>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <span className={styles.advert}>
              <span className={styles.reservedMpu} />
            </span>
          </li>
        ))}
      </ul>
    </ServerPainted>
  );
}

/**
 * One sponsor row's room: its title line and its logos' boxes. The boxes are the server's
 * markup, kept as they are (ServerPainted): hydration renders none of them, and the row is
 * replaced only when its own logos take its place.
 */
export function ReservedSponsorRow({ row }: { readonly row: FooterLayout['rows'][number] }) {
  return (
    <div aria-hidden="true" className={styles.sponsorRow} data-size={row.size}>
      <ServerPainted deps={[row.titled, row.logos]}>
        {row.titled ? <p className={styles.rowTitle}>&nbsp;</p> : null}
        <ul>
          {/* one element a box, the logo's frame and size on the item itself: a row's boxes are
              removed when its logos arrive, and a traced page load pays for every node removed */}
          {Array.from({ length: row.logos }, (_, i) => (
            <li key={i} className={`${styles.sponsor} ${styles.reservedLogo}`} />
          ))}
        </ul>
      </ServerPainted>
    </div>
  );
}
