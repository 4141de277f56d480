import { Ports } from '@core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import type { ImagePort } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { type ServiceLocator } from '../../shared/services/service-tokens';
import { ServicesProvider } from '../../shared/services/services-context';
import { fallbackMenus } from '../fallback-menus';
import { initialHeaderScroll, type HeaderScrollState } from '@core/shell/header-visibility';
import { StoryFrame } from '../../shared/testing/story-frame';
import { HeaderView } from './header';

/**
 * The header's five variants and its sponsor's states. The hero behind the transparent looks
 * is the worst case for their contrast: white under the dark look, black under the light one.
 */
const meta: Meta<typeof HeaderView> = {
  title: 'Shell/Header',
  component: HeaderView,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof HeaderView>;

const noop = () => {};
const scrolled = (y: number, hidden: boolean): HeaderScrollState => ({ hidden, sticky: y >= 300, lastY: y });
const sponsorSeed = { image: 'sponsors/zenith-air', name: 'Zenith Air', childFriendly: true } as const;

const base: ComponentProps<typeof HeaderView> = {
  headerStyle: 'solid',
  motion: 'reveal',
  globalNav: true,
  sponsor: sponsorSeed,
  scroll: initialHeaderScroll,
  primary: fallbackMenus.primary,
  signedIn: false,
  menuOpen: false,
  searchOpen: false,
  onToggleMenu: noop,
  onProfile: noop,
  onSearch: noop,
};
// the header followed by a page whose hero is the given colour: the transparent looks pull the
// page up under the bar (header.module.css), as on the site
const overHero =
  (background: string): Decorator =>
  (Story) => (
    <>
      <Story />
      <main aria-label="Page">
        <div style={{ background, minHeight: 240 }} />
      </main>
    </>
  );

/** an image library whose every picture is missing: the browser's load fails at once */
const brokenImages: ImagePort = { url: () => 'data:image/png;base64,bm90IGFuIGltYWdl' };
const withBrokenImages: Decorator = (Story) => {
  const services = createMemoryServices();
  const broken: ServiceLocator = {
    get: ((token: unknown) =>
      token === Ports.images ? brokenImages : services.get(token as never)) as ServiceLocator['get'],
  };
  return (
    <ServicesProvider services={broken}>
      <Story />
    </ServicesProvider>
  );
};

export const Solid: Story = { args: base };
export const TransparentDark: Story = {
  args: { ...base, headerStyle: 'transparent-dark' },
  decorators: [overHero('#ffffff')],
};
export const TransparentLight: Story = {
  args: { ...base, headerStyle: 'transparent-light' },
  decorators: [overHero('#000000')],
};
/** header type 'fixed', scrolled down: pinned on a solid bar, never hidden */
export const Fixed: Story = {
  args: { ...base, headerStyle: 'transparent-dark', motion: 'fixed', scroll: scrolled(800, true) },
};
/** header type 'sticky' or 'reveal', scrolling back up: slid back on a solid bar */
export const Reveal: Story = {
  args: { ...base, headerStyle: 'transparent-dark', motion: 'reveal', scroll: scrolled(700, false) },
};
/** reveal, scrolling down: tucked away; the slim sticky bar keeps the sections one click away */
export const RevealHidden: Story = { args: { ...base, motion: 'reveal', scroll: scrolled(800, true) } };
export const WithoutGlobalNav: Story = { args: { ...base, globalNav: false } };
/** no sponsor, or child-friendly mode hid it: the box stays, empty */
export const NoSponsor: Story = { args: { ...base, sponsor: null } };
/** the sponsor's logo cannot be loaded: its name in the same box */
export const SponsorLogoFailed: Story = { args: base, decorators: [withBrokenImages] };
export const SignedInSearchOpen: Story = { args: { ...base, signedIn: true, searchOpen: true } };
