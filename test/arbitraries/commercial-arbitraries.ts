/**
 * fast-check arbitraries for sponsors and adverts, shared by the tests of the footer's rules
 * (core/commercial: an advert's eligibility, the child-friendly filter), the child-friendly mode
 * (core/child-friendly), the interface state and the advert adapter's mapping.
 * Flags, channels and time windows range over valid and invalid values alike.
 */
import fc from 'fast-check';
import {
  sponsorSectionNames,
  type Advert,
  type HeaderSponsor,
  type Sponsor,
  type SponsorRow,
  type SponsorSection,
} from '@core/commercial/commercial-types';

export const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

export const sponsorArb: fc.Arbitrary<Sponsor> = fc.record({
  sponsorID: fc.uuid(),
  title: fc.string(),
  url: fc.constant('https://sponsor.example'),
  imageKey: fc.string(),
  published: fc.boolean(),
  forcedOrder: fc.integer({ min: 0, max: 10 }),
  isChildFriendly: fc.boolean(),
});

export const sponsorRowArb: fc.Arbitrary<SponsorRow> = fc.record({
  rowID: fc.uuid(),
  adminName: fc.string(),
  forcedOrder: fc.integer({ min: 0, max: 5 }),
  sponsorSize: fc.constantFrom('large' as const, 'small' as const),
  title: fc.string(),
  titleSize: fc.constant('h4'),
  sponsors: fc.array(sponsorArb, { maxLength: 6 }),
});

export const sponsorSectionArb: fc.Arbitrary<SponsorSection> = fc.record({
  sectionID: fc.uuid(),
  name: fc.constantFrom(...sponsorSectionNames),
  type: fc.constantFrom('app' as const, 'web' as const),
  active: fc.boolean(),
  sponsors: fc.array(sponsorArb, { maxLength: 6 }),
});

export const headerSponsorArb: fc.Arbitrary<HeaderSponsor | null> = fc.option(
  fc.record({ image: fc.string(), name: fc.string(), childFriendly: fc.boolean() }),
  { nil: null },
);

/** adverts whose windows start within two days either side of t0 and last up to three days (some end before they start) */
export const advertArb = (t0: number): fc.Arbitrary<Advert> =>
  fc
    .record({
      id: fc.uuid(),
      enabled: fc.boolean(),
      childFriendly: fc.boolean(),
      channel: fc.oneof(fc.constantFrom('', 'web', 'Web', 'WEB', 'app', 'APP', ' web'), fc.string()),
      start: fc.integer({ min: -48, max: 48 }),
      length: fc.integer({ min: -2, max: 72 }),
    })
    .map(({ id, enabled, childFriendly, channel, start, length }) => ({
      id,
      enabled,
      childFriendly,
      channel,
      advertName: `Advert ${id}`,
      advertRef: 'ref',
      campaignRef: 'camp',
      url: 'https://advertiser.example',
      timings: { startUTC: iso(t0 + start * HOUR), endUTC: iso(t0 + (start + length) * HOUR) },
      images: [{ type: 'mpu', imageKey: id }],
    }));
