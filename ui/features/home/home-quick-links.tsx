import { site, type ButtonData } from '@core';
import { ButtonLink } from '../../shared/components/button';
import styles from './home-page.module.css';

/** Matches, the video brand, tickets (external shop) and hospitality. */
export const homeQuickLinks: readonly ButtonData[] = [
  { type: 'primary-light', text: 'Matches', link: '/matches', icon: 'Match', iconAlignment: 'left' },
  { type: 'primary-light', text: site.club.videoBrand, link: '/videos', icon: 'Video', iconAlignment: 'left' },
  {
    type: 'primary-light',
    text: site.buttonLabels.buyTickets,
    link: site.externalLinks.tickets,
    newTab: true,
    icon: 'Tickets',
    iconAlignment: 'left',
  },
  {
    type: 'primary-light',
    text: site.buttonLabels.hospitality,
    link: '/matchday-hospitality',
    icon: 'Basket',
    iconAlignment: 'left',
  },
];

export function HomeQuickLinks() {
  return (
    <nav aria-label="Quick links" className={styles.quickLinks}>
      <ul className={styles.quickList}>
        {homeQuickLinks.map((b) => (
          <li key={b.link}>
            <ButtonLink button={b} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
