/**
 * The web API's site settings (GET /web-settings): the stand-in answers with this type
 * (web-settings-seed.ts) and the HTTP adapter's schema is tied to it at compile time
 * (adapters/http/web-settings/web-settings-schema.ts). Optional fields are ones older payloads
 * lack; the site reads them with a default.
 */
import type { SponsorWire } from '../commercial/sponsor-wire';

/** the partners of one place on the app or the web; an unknown place is kept and never shown */
export interface SponsorSectionWire {
  readonly sectionID: string;
  readonly name: string;
  readonly type: 'app' | 'web';
  readonly active: boolean;
  readonly sponsors: readonly SponsorWire[];
}

/** the places a competition is shown: a fixture's row, a result's row, the match centre's header, a league table's heading */
export type CompetitionPlacementWire = 'fixtureList' | 'results' | 'matchCentre' | 'leagueTable';

/** a competition's mark at one placement: its crest or a text pill, in colour or mono */
export interface CompetitionCrestWire {
  readonly type: 'crest' | 'pill';
  readonly iconVariant: 'colour' | 'mono';
}

export interface WebSettingsWire {
  readonly socialLinks: {
    readonly facebook: string;
    readonly twitter: string;
    readonly instagram: string;
    readonly youtube: string;
    readonly snapchat: string;
    readonly tiktok: string;
    readonly linkedin?: string;
    readonly weibo?: string;
  };
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
  /** the club's value is 'sticky'; 'fixed' and 'reveal' too */
  readonly headerType?: string;
  readonly globalNav: boolean;
  readonly menuLayout: 'split' | 'tiles' | 'list' | 'centred';
  readonly dataProviderNotice: { readonly text: string; readonly style: 'dark' | 'light' };
  readonly builderNotice: { readonly text: string; readonly link: string };
  readonly clubLine: string;
  readonly homeGround: string;
  /** image-library key of the 404/500 pages' picture; absent or '' shows none */
  readonly errorPageImage?: string;
  readonly newsCardFallbackStyle: 'Stack';
  readonly sponsorSections?: readonly SponsorSectionWire[];
  /**
   * competition crest configuration per placement; older payloads have none, and a placement
   * left out (or sent malformed) is shown as the site's default
   */
  readonly competitionCrestConfig?: Readonly<Partial<Record<CompetitionPlacementWire, CompetitionCrestWire>>>;
}
