import { site, type WebSettings } from '@core';

const { shortName, name: clubName, homeGround, videoBrand } = site.club;

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
  meta: { title: `${clubName} | Official website`, description: `News, fixtures, tickets and ${videoBrand} from ${clubName}.` },
  defaultAuthor: 'Club Media',
  headerType: 'sticky',
  globalNav: true,
  menuLayout: 'split',
  dataProviderNotice: { text: 'Match data provided by Zenith Stats', style: 'dark' },
  builderNotice: { text: 'Site built by Builder', link: site.externalLinks.builder },
  clubLine: `${clubName}, ${homeGround}, Upper Zenith`,
  homeGround,
  newsCardFallbackStyle: 'Stack',
};
