/** Web settings from the content service (SETTINGS-1). */
import type { SponsorSection } from '../commercial/commercial-types';
import type { HeaderType } from '../shell/header-variant';
import type { CompetitionCrests } from './competition-crests';
export type SocialNetwork =
  'facebook' | 'twitter' | 'instagram' | 'youtube' | 'snapchat' | 'tiktok' | 'linkedin' | 'weibo';

export type MenuLayout = 'split' | 'tiles' | 'list' | 'centred';

export interface WebSettings {
  /** an empty string hides the link (LinkedIn and Weibo are empty) */
  readonly socialLinks: Readonly<Record<SocialNetwork, string>>;
  readonly cookieBanner: { readonly title: string; readonly text: string; readonly findOutMoreLink: string };
  readonly login: {
    readonly heading: string;
    readonly loginLink: string;
    readonly registerHeading: string;
    readonly registerLink: string;
    readonly forgotPasswordLink: string;
  };
  readonly appStoreLinks: { readonly apple: string; readonly google: string };
  readonly dateFormats: { readonly date: string; readonly matchDate: string };
  readonly placeholders: { readonly search: string };
  readonly share: {
    readonly twitter: boolean;
    readonly facebook: boolean;
    readonly copyLink: boolean;
    readonly email: boolean;
    readonly twitterPreText: string;
  };
  readonly analytics: { readonly tagManagerId: string; readonly errorReportingId: string };
  readonly upgradeNotice: { readonly title: string; readonly text: string };
  readonly meta: { readonly title: string; readonly description: string };
  readonly defaultAuthor: string;
  /** 'sticky' (the club's) and 'reveal' hide on scroll down and reappear on scroll up; 'fixed' stays (core header-variant.ts) */
  readonly headerType: HeaderType;
  readonly globalNav: boolean;
  readonly menuLayout: MenuLayout;
  readonly dataProviderNotice: { readonly text: string; readonly style: 'dark' | 'light' };
  readonly builderNotice: { readonly text: string; readonly link: string };
  readonly clubLine: string;
  readonly homeGround: string;
  /** image-library key of the picture on the 404 and 500 pages; '' for none */
  readonly errorPageImage: string;
  /** sponsor groups for places on the site and in the app (shown through commercialForMode) */
  readonly sponsorSections: readonly SponsorSection[];
  /** each placement's competition mark (TEAMS-2): every placement, the site's default where the settings said nothing usable */
  readonly competitionCrests: CompetitionCrests;
  /** legacy site config */
  readonly newsCardFallbackStyle: 'Stack';
}
