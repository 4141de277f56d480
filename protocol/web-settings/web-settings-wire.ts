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
}
