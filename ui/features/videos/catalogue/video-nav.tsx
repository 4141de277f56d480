import { useLocation } from 'react-router-dom';
import { site } from '@core';
import { AppLink } from '../../../shared/components/app-link';
import styles from './videos.module.css';

/** The video service's sections; feeds come from site.videoFeeds so a disabled feed drops out. */
const feedLabels: Readonly<Record<string, string>> = {
  '/videos': site.club.videoBrand,
  '/live': 'Live',
  '/videos/faqs': 'FAQs',
  '/videos/sub': 'Subscribe',
};

export const BROWSE_PATH = '/videos/browse';

function navItems(): { href: string; label: string; current: (path: string) => boolean }[] {
  const feeds = site.videoFeeds
    .filter((f) => f.enabled)
    .map((f) => ({
      href: f.path,
      label: feedLabels[f.path] ?? f.path,
      current: (p: string) => p === f.path,
    }));
  // browse sits after the main feed; a category or channel page is part of browsing
  const browse = {
    href: BROWSE_PATH,
    label: 'Browse',
    current: (p: string) => /^\/videos\/(browse|categories|channel)(\/|$)/.test(p),
  };
  return [...feeds.slice(0, 1), browse, ...feeds.slice(1)];
}

/** The video service's own navigation (feeds 1 to 4 and browse); the page being shown is aria-current. */
export function VideoNav() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <nav aria-label={`${site.club.videoBrand} sections`} className={styles.videoNav}>
      <ul className={styles.videoNavList}>
        {navItems().map((item) => (
          <li key={item.href}>
            <AppLink
              href={item.href}
              className={styles.videoNavLink}
              aria-current={item.current(path) ? 'page' : undefined}
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
