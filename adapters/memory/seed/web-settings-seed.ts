import { site, type Sponsor, type SponsorSection, type WebSettings } from '@core';
import { sponsorRows } from './commercial-seed';

const { shortName, name: clubName, homeGround, videoBrand } = site.club;

const sponsorNamed = (title: string): Sponsor => sponsorRows.flatMap((r) => r.sponsors).find((s) => s.title === title)!;
const section = (
  sectionID: string,
  name: string,
  titles: readonly string[],
  extra: Partial<SponsorSection> = {},
): SponsorSection => ({
  sectionID,
  name,
  type: 'web',
  active: true,
  sponsors: titles.map((t, i) => ({ ...sponsorNamed(t), forcedOrder: i + 1 })),
  ...extra,
});

/**
 * The sponsor sections: the fixtures page and the match centre each with a partner that is not
 * child friendly (hidden on the U21 and U18 pages), player of the match with one partner; the
 * app's sections and an inactive one are never shown on the website.
 */
export const sponsorSections: readonly SponsorSection[] = [
  section('section-fixtures-web', 'fixtures-first-team', ['Zenith Air', 'Lucky Sevens Bet']),
  section('section-fixtures-app', 'fixtures-first-team', ['Northgate Bank'], { type: 'app' }),
  section('section-centre-web', 'match-centre-first-team', ['Peak Kits', 'Zenith Brewery']),
  section('section-potm-web', 'player-of-the-match', ['Northgate Bank']),
  section('section-news-web', 'news-listing', ['Zenith Air'], { active: false }),
];

/** Every web-settings field, with LinkedIn and Weibo empty (hidden) as in the spec. */
export const webSettings: WebSettings = {
  socialLinks: site.socialLinks,
  cookieBanner: {
    title: 'We use cookies',
    text: `${shortName} uses essential cookies to run this site and, with your consent, analytics and marketing cookies to improve it.`,
    findOutMoreLink: '/cookies-policy',
  },
  login: {
    heading: `Sign in to your ${shortName} account`,
    loginLink: 'https://login.uzfc.example/sign-in',
    registerHeading: 'New to the club? Create a free account',
    registerLink: 'https://login.uzfc.example/register',
    forgotPasswordLink: 'https://login.uzfc.example/forgot-password',
  },
  appStoreLinks: { apple: 'https://apps.apple.example/uzfc', google: 'https://play.google.example/uzfc' },
  dateFormats: site.dateFormats,
  placeholders: { search: 'Search news' },
  share: { ...site.share },
  analytics: { tagManagerId: 'GTM-UZFC01', errorReportingId: 'uzfc-web' },
  upgradeNotice: { title: `${videoBrand} Live`, text: site.texts.upgradeNotice },
  meta: {
    title: `${clubName} | Official website`,
    description: `News, fixtures, tickets and ${videoBrand} from ${clubName}.`,
  },
  defaultAuthor: 'Club Media',
  headerType: 'sticky',
  globalNav: true,
  menuLayout: 'split',
  dataProviderNotice: { text: 'Match data provided by Zenith Stats', style: 'dark' },
  builderNotice: { text: 'Site built by Builder', link: site.externalLinks.builder },
  clubLine: `${clubName}, ${homeGround}, Upper Zenith`,
  homeGround,
  errorPageImage: 'site/empty-stand',
  newsCardFallbackStyle: 'Stack',
  sponsorSections,
};
