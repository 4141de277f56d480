import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Advert } from '@core';
import { fallbackMenus } from '../fallback-menus';
import { StoryFrame } from '../../shared/testing/story-frame';
import { FooterView } from './footer';
import { twoSponsorRows } from './testing/sponsor-rows';

/**
 * The footer's MPU adverts in both shapes the adverts service has answered in (COMMERCIAL-1):
 * v2 pictures come from the image library by key, v1 pictures from their own address (the
 * HTTP adapter has already made both the one core advert).
 */
const meta: Meta<typeof FooterView> = {
  title: 'Shell/Footer adverts',
  component: FooterView,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof FooterView>;

const always = { startUTC: '1970-01-01T00:00:00.000Z', endUTC: '9999-12-31T23:59:59.999Z' };
const v2: Advert = {
  id: 'advert-1',
  advertName: 'Season ticket renewals',
  advertRef: 'ADV-1',
  campaignRef: 'CMP-201',
  url: 'https://advertiser1.example',
  enabled: true,
  channel: 'web',
  childFriendly: true,
  timings: always,
  images: [{ type: 'mpu', imageKey: 'advert-1-mpu' }],
};
// a v1 advert as the adapter maps it: no refs, always running, its picture at an address
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250"><rect width="300" height="250" fill="#0b1d3a"/><text x="150" y="130" fill="#fff" font-size="22" text-anchor="middle">UZTV passes</text></svg>`;
const v1: Advert = {
  id: '2',
  advertName: 'UZTV passes',
  advertRef: '',
  campaignRef: '',
  url: 'https://advertiser2.example',
  enabled: true,
  channel: '',
  childFriendly: true,
  timings: always,
  images: [{ type: 'mpu', imageKey: '', src: `data:image/svg+xml,${encodeURIComponent(svg)}` }],
};
const noPicture: Advert = { ...v1, id: '3', advertName: 'Club shop new kit', images: [] };
const base = { settings: null, quickLinks: fallbackMenus.footer, rows: null, advertisingDisabled: false } as const;

export const AdvertsV2: Story = { args: { ...base, adverts: [v2] } };
export const AdvertsV1: Story = { args: { ...base, adverts: [v1] } };
export const BothShapes: Story = { args: { ...base, adverts: [v2, v1] } };
/** an advert without a picture is its name, still a link */
export const AdvertWithoutPicture: Story = { args: { ...base, adverts: [noPicture] } };
/** none eligible (or child-friendly mode left none): no advertising region at all */
export const NoAdverts: Story = { args: { ...base, adverts: [] } };
/** the 2 s after a route change */
export const AdvertsPaused: Story = { args: { ...base, adverts: [v2, v1], advertisingDisabled: true } };
/** still loading: the room the server measured (two adverts, two sponsor rows), empty and hidden from assistive technology */
export const LoadingWithRoomKept: Story = {
  args: {
    ...base,
    adverts: [],
    reserved: {
      adverts: 2,
      rows: [
        { size: 'large', titled: true, logos: 3 },
        { size: 'small', titled: false, logos: 5 },
      ],
    },
  },
};

/** the logos arrive a row per task: the first row shows, the second keeps its room */
export const SponsorsArrivingInTurns: Story = { args: { ...base, adverts: [], rows: twoSponsorRows, rowsShown: 1 } };
