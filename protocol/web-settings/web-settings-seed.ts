/**
 * Web settings as the web API answers them: every field the site's WebSettings type has, and
 * the sponsor sections of the real payload, one per place for the app and one for the web.
 * The web's fixtures, match centre, player of the match, news listing and home news sections have
 * partners (one of them a betting partner, hidden in child-friendly mode); the app's are empty, as in the sample.
 */
import { seedSponsorRows } from '../commercial/commercial-seed';
import type { WebSettingsWire } from './web-settings-wire';

const sections = [
  'news-listing',
  'fixtures-first-team',
  'app-loading-screen',
  'match-centre-first-team',
  'player-of-the-match',
  'homepage-news',
];
const partner = (title: string, forcedOrder: number) => ({
  ...seedSponsorRows.flatMap((r) => r.sponsors).find((s) => s.title === title)!,
  forcedOrder,
});
const webPartners: Record<string, readonly ReturnType<typeof partner>[]> = {
  'fixtures-first-team': [partner('Zenith Energy', 1), partner('Beacon Betting', 2)],
  'match-centre-first-team': [partner('Apex Sportswear', 1), partner('Goldleaf Brewery', 2)],
  'player-of-the-match': [partner('Summit Bank', 1)],
  'news-listing': [partner('Summit Bank', 1)],
  'homepage-news': [partner('Zenith Energy', 1)],
};

export const seedWebSettings = {
  socialLinks: {
    facebook: 'https://facebook.example/uzfc',
    twitter: 'https://twitter.example/uzfc',
    instagram: 'https://instagram.example/uzfc',
    youtube: 'https://youtube.example/uzfc',
    snapchat: 'https://snapchat.example/uzfc',
    tiktok: 'https://tiktok.example/@uzfc',
    linkedin: '',
    weibo: '',
  },
  cookieBanner: {
    title: 'We value your privacy',
    text: 'We use cookies to run this site, to understand how it is used and to show relevant adverts. Choose which cookies you allow.',
    findOutMoreLink: '/cookies-policy',
  },
  login: {
    heading: 'Sign in to your UZFC account',
    loginLink: 'https://login.uzfc.example/sign-in',
    registerHeading: 'New to UZFC? Create an account',
    registerLink: 'https://login.uzfc.example/register',
    forgotPasswordLink: 'https://login.uzfc.example/forgot-password',
  },
  appStoreLinks: { apple: 'https://apps.apple.example/uzfc', google: 'https://play.google.example/uzfc' },
  dateFormats: { date: 'D MMM YYYY', matchDate: 'ddd D MMM' },
  placeholders: { search: 'Search news' },
  share: { twitter: true, facebook: true, copyLink: true, email: true, twitterPreText: 'Latest news: ' },
  analytics: { tagManagerId: 'GTM-UZFC01', errorReportingId: 'uzfc-web' },
  upgradeNotice: {
    title: 'Upgrade to UZTV Live',
    text: 'To access this content you must be subscribed to a UZTV Live package.',
  },
  meta: {
    title: 'UZFC - Official website of Upper Zenith Football Club',
    description: 'News, fixtures, teams and UZTV from Upper Zenith Football Club.',
  },
  defaultAuthor: 'UZFC Media',
  headerType: 'sticky',
  globalNav: true,
  menuLayout: 'split',
  dataProviderNotice: { text: 'Match data provided by Zenith Data Services', style: 'dark' },
  builderNotice: { text: 'Site built by Builder', link: 'https://builder.example' },
  clubLine: 'Upper Zenith Football Club, Zenith Park, Upper Zenith',
  homeGround: 'Zenith Park',
  errorPageImage: 'site/empty-stand',
  newsCardFallbackStyle: 'Stack',
  // the club's choice: crests in the lists and the tables, a pill on the match centre's header
  competitionCrestConfig: {
    fixtureList: { type: 'crest', iconVariant: 'colour' },
    results: { type: 'crest', iconVariant: 'colour' },
    matchCentre: { type: 'pill', iconVariant: 'colour' },
    leagueTable: { type: 'crest', iconVariant: 'colour' },
  },
  sponsorSections: sections.flatMap((name, i) =>
    (['app', 'web'] as const).map((type, j) => ({
      active: true,
      sectionID: `section-${i * 2 + j + 1}`,
      name,
      type,
      sponsors: type === 'web' ? (webPartners[name] ?? []) : [],
    })),
  ),
} as const satisfies WebSettingsWire;
