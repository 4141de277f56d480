import { Ports } from '@core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Advert, SiteMenus, SponsorRow, WebSettings } from '@core';
import { createMemoryServices } from '@test/support/memory-services';

import { StoryFrame } from '../shared/testing/story-frame';
import { FooterView } from './footer/footer';
import { FullScreenMenu } from './menu/full-screen-menu';
import { ProgressBarView } from './progress-bar';
import { ErrorPageView } from './error/error-page';
import { PlainFallback } from './error/route-error-boundary';
import { texts } from '@core/config/site-config';

interface Loaded {
  siteMenus: SiteMenus;
  webSettings: WebSettings;
  sponsorRows: SponsorRow[];
  footerAdverts: Advert[];
}

// realistic content from the in-memory services (stories may not import adapters directly)
async function loadSeed(): Promise<Loaded> {
  const s = createMemoryServices();
  const [menus, settings, rows, adverts] = await Promise.all([
    s.get(Ports.pages).menus(),
    s.get(Ports.webSettings).get(),
    s.get(Ports.sponsors).footerRows(),
    s.get(Ports.adverts).footerAdverts(),
  ]);
  if (!menus.ok || !settings.ok || !rows.ok || !adverts.ok) throw new Error('memory seed failed');
  return {
    siteMenus: menus.value,
    webSettings: settings.value,
    sponsorRows: [...rows.value],
    footerAdverts: [...adverts.value],
  };
}

const meta: Meta = {
  title: 'Shell',
  loaders: [loadSeed],
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
const noop = () => {};

// the header's stories (all five variants) live beside it, in header/header.stories.tsx

const menu =
  (layout: 'split' | 'tiles' | 'list' | 'centred') =>
  (_a: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <FullScreenMenu
      open
      layout={layout}
      main={(loaded as unknown as Loaded).siteMenus.main}
      featured={(loaded as unknown as Loaded).siteMenus.featured}
      onClose={noop}
    />
  );
export const MenuSplit: Story = { render: menu('split') };
export const MenuTiles: Story = { render: menu('tiles') };
export const MenuList: Story = { render: menu('list') };
export const MenuCentred: Story = { render: menu('centred') };

const footer = (
  { siteMenus, webSettings, sponsorRows, footerAdverts }: Loaded,
  over: Partial<Parameters<typeof FooterView>[0]> = {},
) => (
  <FooterView
    settings={webSettings}
    quickLinks={siteMenus.footer}
    rows={sponsorRows}
    adverts={footerAdverts}
    advertisingDisabled={false}
    onCookieSettings={() => {}}
    {...over}
  />
);
export const Footer: Story = { render: (_a, { loaded }) => footer(loaded as Loaded) };
export const FooterLightNotice: Story = {
  render: (_a, { loaded }) =>
    footer(loaded as Loaded, {
      settings: {
        ...(loaded as Loaded).webSettings,
        dataProviderNotice: { ...(loaded as Loaded).webSettings.dataProviderNotice, style: 'light' },
      },
    }),
};
export const FooterServicesFailed: Story = {
  render: (_a, { loaded }) => footer(loaded as Loaded, { settings: null, rows: null, adverts: null }),
};
export const FooterAdvertisingDisabled: Story = {
  render: (_a, { loaded }) => footer(loaded as Loaded, { advertisingDisabled: true }),
};

export const ProgressRunning: Story = {
  render: () => <ProgressBarView progress={{ status: 'running', startedAt: 0, percent: 45 }} />,
};
export const ProgressFailed: Story = {
  render: () => <ProgressBarView progress={{ status: 'failed', startedAt: 0, percent: 100 }} />,
};
export const ProgressDone: Story = {
  render: () => <ProgressBarView progress={{ status: 'done', startedAt: 0, percent: 100 }} />,
};

export const NotFound: Story = { render: () => <ErrorPageView status={404} message={texts.notFound} /> };
export const ServerError: Story = { render: () => <ErrorPageView status={500} /> };
export const ErrorPageFailed: Story = { render: () => <PlainFallback /> };
