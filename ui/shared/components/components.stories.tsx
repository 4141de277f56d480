import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ButtonData } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../services/services-context';
import { StoryFrame } from '../testing/story-frame';
import { ActionButton, ButtonLink } from './button';
import { CataloguedError } from './catalogued-error';
import { Heading } from './heading';
import { Icon } from './icon';
import { Loading } from './loading';
import { ResponsiveImage } from './responsive-image';
import { SafeHtml } from './safe-html';
import { iconNames } from '@core/config/site-config';
import { ReservedSwap } from '../scheduling';

const allButtonTypes: readonly ButtonData[] = [
  { type: 'primary-dark', link: '/matches', text: 'Match Centre', icon: 'Match' },
  { type: 'primary-light', link: '/videos', text: 'Watch Live', icon: 'Video' },
  {
    type: 'ghost-dark',
    link: 'https://tickets.uzfc.example',
    text: 'Buy Tickets',
    newTab: true,
    icon: 'Tickets',
    iconAlignment: 'left',
  },
  { type: 'ghost-light', link: '/videos/sub', text: 'Get a pass' },
  { type: 'label-dark', link: '/news', text: 'Load more news', small: true },
  { type: 'label-light', link: '/hospitality', text: 'Hospitality', icon: 'ChevronRight' },
];

const meta: Meta = {
  title: 'Components/Shared',
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
};
export default meta;
type Story = StoryObj;

export const Buttons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {allButtonTypes.map((b) => (
          <ButtonLink key={`${b.type}-${b.text}`} button={b} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', background: '#0b1d3a', padding: 16 }}>
        <ActionButton variant="primary-light" icon="Tickets">
          Buy Tickets
        </ActionButton>
        <ActionButton variant="ghost-light" icon="Video" iconAlignment="left">
          Watch Live
        </ActionButton>
        <ActionButton variant="label-light" small>
          View Packages
        </ActionButton>
        <ActionButton disabled>Disabled</ActionButton>
      </div>
    </div>
  ),
};
/** a guest's label and a signed-in fan's in one box: the outline shows it fits the wider of the two */
export const SwapInAReservedBox: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {[false, true].map((signedIn) => (
        <span key={String(signedIn)} style={{ outline: '1px dashed currentColor' }}>
          <ReservedSwap showSecond={signedIn} first="Login" second="Profile" />
        </span>
      ))}
    </div>
  ),
};
export const Icons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {iconNames.map((n) => (
        <Icon key={n} name={n} title={n} />
      ))}
    </div>
  ),
};
export const Headings: Story = {
  render: () => (
    <>
      {(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((t) => (
        <Heading key={t} tag={t}>{`Heading ${t}`}</Heading>
      ))}
    </>
  ),
};
export const LoadingState: Story = { render: () => <Loading label="Loading news" /> };
export const ErrorWithRetry: Story = {
  render: () => <CataloguedError error={{ code: 'SERVICE.UNAVAILABLE' }} onRetry={() => {}} />,
};
export const ErrorWithoutTitle: Story = { render: () => <CataloguedError error={{ code: 'SEARCH.NO_RESULTS' }} /> };
export const Image: Story = {
  render: () => <ResponsiveImage imageKey="stadium/zenith-park" alt="Zenith Park" width={800} height={450} />,
};
/** the image library failed: a placeholder of the same size takes the image's place (no broken icon, no layout shift) */
export const ImagePlaceholder: Story = {
  render: () => (
    <ServicesProvider
      services={createMemoryServices({
        images: { url: (key: string) => `/image-library-is-down/${encodeURIComponent(key)}.jpg` },
      })}
    >
      <ResponsiveImage imageKey="stadium/zenith-park" alt="Zenith Park" width={800} height={450} priority />
    </ServicesProvider>
  ),
};
export const Html: Story = {
  render: () => (
    <SafeHtml
      html={
        '<p>Read the <a href="/news">latest news</a> or visit <a href="https://shop.uzfc.example">the shop</a>.</p><script>alert(1)</script>'
      }
    />
  ),
};
// service HTML beyond the site's limit (a CMS fault): the catalogued message in its place
export const HtmlTooLongToShow: Story = {
  render: () => <SafeHtml html={`<p>${'A very long read. '.repeat(30_000)}</p>`} />,
};
