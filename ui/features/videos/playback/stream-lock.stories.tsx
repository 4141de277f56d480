import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../../../shared/services/services-context';
import { StreamLock } from './stream-lock';
import { decisions, unknownEntry } from '../testing/stream-decisions';
import { brandedColours, faintColours, upgradeData } from '../testing/upgrade-data';

function WithServices({ children }: { readonly children: ReactNode }) {
  const [services] = useState(() => createMemoryServices());
  return (
    <ServicesProvider services={services}>
      <MemoryRouter>{children}</MemoryRouter>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Video/Stream lock',
  component: StreamLock,
  args: { decision: decisions.passRequired, onViewPackages: () => {}, onRefreshAccess: () => {} },
  decorators: [
    (Story) => (
      <WithServices>
        <div style={{ maxWidth: 960 }}>
          <Story />
        </div>
      </WithServices>
    ),
  ],
} satisfies Meta<typeof StreamLock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PassRequired: Story = {};
export const Refreshing: Story = { args: { refreshing: true } };
export const NotSubscribed: Story = { args: { decision: decisions.notSubscribed } };
export const Guest: Story = { args: { decision: decisions.loginRequired } };
export const GeoBlocked: Story = { args: { decision: decisions.geoBlocked } };
export const DeviceLimit: Story = { args: { decision: decisions.deviceLimit } };
export const Stopped: Story = { args: { decision: decisions.stopped, onPlayHere: () => {} } };
/** an account an administrator blocked (ACCESS-4) */
export const AccountBlocked: Story = { args: { decision: decisions.blocked } };
/** the live upgrade data's own texts and button (VIDEO-3) in place of the catalogue's */
export const UpgradeDataTexts: Story = {
  args: {
    upgrade: upgradeData({
      lockedTitle: 'Match passes are on sale now',
      lockedMessage: 'Pick a monthly or a single-match pass to watch live.',
      buttonText: 'Buy now',
      buttonLink: '/videos/sub',
    }),
  },
};
/** the upgrade data's branding colours (each pair AA) and the name of the pass the lock asks for */
export const Branded: Story = {
  args: {
    upgrade: upgradeData({
      brandingColours: brandedColours,
      entitlementDisplayOverride: 'UZTV Live Monthly Pass or a Match Pass',
      buttonText: 'Buy now',
    }),
  },
};
/** branding too faint to read (grey on white): the lock keeps the site's own colours */
export const LowContrastBrandingFallsBack: Story = {
  args: { upgrade: upgradeData({ brandingColours: faintColours, buttonText: 'Buy now' }) },
};
/** a button link on the payment domain: 'Buy now' to the checkout itself, which brings the fan back here */
export const PaymentDomainLink: Story = {
  args: {
    upgrade: upgradeData({
      brandingColours: brandedColours,
      buttonLink: 'https://stream.uzfc.example/checkout/pkg-live-monthly',
    }),
  },
};
/** a button link to another site is never followed: the button opens the packages instead */
export const ForeignLinkFallsBack: Story = {
  args: { upgrade: upgradeData({ buttonText: 'Buy now', buttonLink: 'https://elsewhere.example/pay' }) },
};
/** the pass ended while the fan watched: said as such, with View Packages, not as a connection problem */
export const PassEndedWhileWatching: Story = { args: { decision: decisions.notSubscribed, ended: true } };
export const UnknownStream: Story = { args: { decision: unknownEntry } };
