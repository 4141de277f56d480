/**
 * Wire format of /web-settings (protocol/web-settings/web-settings-wire.ts): the site's
 * WebSettings fields and its sponsor sections. safeParse only.
 */
import * as z from 'zod/mini';
import type { SponsorSectionWire, WebSettingsWire } from '@protocol/web-settings/web-settings-wire';
import { wireSchema } from '../shared/wire-schema';
import { sponsorWireSchema, type SponsorAsRead } from '../sponsor/sponsor-schema';

type Defaulted = 'headerType' | 'errorPageImage' | 'sponsorSections' | 'competitionCrestConfig';

/**
 * as read: the fields older payloads lack get their default, the sponsors are read as on
 * /sponsors, the competition crest configuration placement by placement (competition-crests-read.ts)
 */
export type WebSettingsAsRead = Omit<WebSettingsWire, 'socialLinks' | Defaulted> & {
  readonly competitionCrestConfig?: unknown;
} & Required<Pick<WebSettingsWire, 'headerType' | 'errorPageImage'>> & {
    readonly socialLinks: Required<WebSettingsWire['socialLinks']>;
    readonly sponsorSections: readonly (Omit<SponsorSectionWire, 'sponsors'> & {
      readonly sponsors: readonly SponsorAsRead[];
    })[];
  };

const text = z.string();
export const webSettingsWireSchema = wireSchema<WebSettingsAsRead>()(
  z.object({
    socialLinks: z.object({
      facebook: text,
      twitter: text,
      instagram: text,
      youtube: text,
      snapchat: text,
      tiktok: text,
      linkedin: z._default(text, ''),
      weibo: z._default(text, ''),
    }),
    cookieBanner: z.object({ title: text, text, findOutMoreLink: text }),
    login: z.object({
      heading: text,
      loginLink: text,
      registerHeading: text,
      registerLink: text,
      forgotPasswordLink: text,
    }),
    appStoreLinks: z.object({ apple: text, google: text }),
    dateFormats: z.object({ date: text, matchDate: text }),
    placeholders: z.object({ search: text }),
    share: z.object({
      twitter: z.boolean(),
      facebook: z.boolean(),
      copyLink: z.boolean(),
      email: z.boolean(),
      twitterPreText: text,
    }),
    analytics: z.object({ tagManagerId: text, errorReportingId: text }),
    upgradeNotice: z.object({ title: text, text }),
    meta: z.object({ title: text, description: text }),
    defaultAuthor: text,
    // the club's value is 'sticky'; 'fixed' and 'reveal' too; anything else reads as 'sticky' (web-settings-http.ts)
    headerType: z._default(text, 'sticky'),
    globalNav: z.boolean(),
    menuLayout: z.enum(['split', 'tiles', 'list', 'centred']),
    dataProviderNotice: z.object({ text, style: z.enum(['dark', 'light']) }),
    builderNotice: z.object({ text, link: text }),
    clubLine: text,
    homeGround: text,
    /** image-library key of the 404/500 pages' picture; absent or '' shows none */
    errorPageImage: z._default(text, ''),
    newsCardFallbackStyle: z.literal('Stack'),
    // a payload without sections has none; a section of an unknown place is kept and never shown
    sponsorSections: z._default(
      z.array(
        z.object({
          sectionID: text,
          name: text,
          type: z.enum(['app', 'web']),
          active: z.boolean(),
          sponsors: z.array(sponsorWireSchema),
        }),
      ),
      [],
    ),
    // read placement by placement: a malformed one costs that placement the club's choice, not the settings
    competitionCrestConfig: z.optional(z.unknown()),
  }),
);
