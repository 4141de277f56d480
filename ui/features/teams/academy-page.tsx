import { site } from '@core';
import type { ServerLoad } from '../../shared/ssr/page-data';
import { loadSectionPage, SectionPage, type SectionLink } from './section-page';
import { academySection, type SectionState } from './section-vm';

const links: readonly SectionLink[] = [
  { title: "The women's academy", path: `/women/${site.club.shortName.toLowerCase()}-women-academy` },
];

/** /academy: the academy hub (child friendly): the page tree's academy page, the U21 and U18, academy news. */
export default function AcademyPage() {
  return <SectionPage section={academySection} links={links} teamsTitle="Academy teams" newsTitle="Academy news" />;
}

export const serverLoad: ServerLoad<SectionState> = ({ services }) =>
  loadSectionPage(
    services,
    academySection,
    `The ${site.club.name} academy: the U21 and U18 squads, news and the pathway.`,
  );
