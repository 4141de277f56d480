import { site } from '@core';
import type { ServerLoad } from '../../shared/ssr/page-data';
import { PLAYER_SPONSORSHIP_PATH } from './team-hrefs';
import { loadSectionPage, SectionPage, type SectionLink } from './section-page';
import { womenSection, type SectionState } from './section-vm';

const links: readonly SectionLink[] = [
  { title: 'Women fixtures and results', path: '/matches/women' },
  { title: "Women's tickets", path: '/women/tickets' },
  { title: "Women's programme", path: '/women/programme' },
  { title: `${site.club.shortName} Women Academy`, path: `/women/${site.club.shortName.toLowerCase()}-women-academy` },
  { title: 'Player sponsorship', path: PLAYER_SPONSORSHIP_PATH },
];

/** /women: the women's section (PAGES-3): the page tree's women page, the team, its news and links. */
export default function WomenPage() {
  return <SectionPage section={womenSection} links={links} teamsTitle="The team" newsTitle="Women's news" />;
}

export const serverLoad: ServerLoad<SectionState> = ({ services }) =>
  loadSectionPage(
    services,
    womenSection,
    `${site.club.shortName} Women: the team, fixtures, news, tickets and the academy.`,
  );
