import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InterfaceAction } from '@core';
import type { FakeAccountVm } from '../account/testing/fake-account-vm';
import AudioPlayerOverlay from './audio/audio-player-overlay';
import PackagesOverlay from './subscriptions/packages-overlay';
import { PurchaseReturn } from './subscriptions/purchase-return';
import { createStreamWorld } from './testing/stream-world';
import { StreamStoryFrame } from './testing/stream-story-frame';
import UpgradePromoOverlay from './subscriptions/upgrade-promo-overlay';

type Which = 'packages' | 'upgrade' | 'audio' | 'purchase';
const openWith: Record<Which, InterfaceAction[]> = {
  packages: [{ type: 'packages/open' }],
  upgrade: [{ type: 'upgradePromo/open' }],
  audio: [{ type: 'audio/open', entryID: 'live-audio', title: 'UZFC v Lowfield Rovers - Live Commentary' }],
  purchase: [],
};
// the commentary never arrives in a story (no stand-in): the player shows it is playing or loading
const neverLoads = () => new Promise<never>(() => {});

function Overlay({
  which,
  account,
  leftForCheckout,
}: {
  readonly which: Which;
  readonly account: FakeAccountVm | null;
  readonly leftForCheckout?: readonly string[];
}) {
  const body =
    which === 'packages' ? (
      <PackagesOverlay />
    ) : which === 'upgrade' ? (
      <UpgradePromoOverlay />
    ) : which === 'audio' ? (
      <AudioPlayerOverlay loadHls={neverLoads} />
    ) : (
      <PurchaseReturn />
    );
  return (
    <StreamStoryFrame
      account={account}
      actions={openWith[which]}
      route={which === 'purchase' ? '/live?purchase=success' : '/'}
      leftForCheckout={leftForCheckout}
    >
      {body}
    </StreamStoryFrame>
  );
}

const meta = {
  title: 'Stream/Overlays',
  component: Overlay,
  args: { which: 'packages', account: createStreamWorld({ signedIn: true }).account },
} satisfies Meta<typeof Overlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PackagesSignedIn: Story = {};
export const PackagesSignedOut: Story = { args: { account: createStreamWorld().account } };
export const PackagesNone: Story = { args: { account: createStreamWorld({ signedIn: true, packages: [] }).account } };
export const PackagesAccountsLoading: Story = { args: { account: null } };
export const UpgradePromoOpen: Story = { args: { which: 'upgrade' } };
export const AudioSubscriber: Story = {
  args: { which: 'audio', account: createStreamWorld({ signedIn: true, entitlements: ['uztv-audio'] }).account },
};
export const AudioGuest: Story = { args: { which: 'audio', account: createStreamWorld().account } };
export const AudioNoSubscriptions: Story = { args: { which: 'audio' } };
export const AudioOtherPass: Story = {
  args: { which: 'audio', account: createStreamWorld({ signedIn: true, entitlements: ['uztv-live'] }).account },
};
export const AudioChecking: Story = { args: { which: 'audio', account: null } };
/** back from the checkout, no new pass on the account yet: said honestly, no thanks */
export const PurchasePending: Story = { args: { which: 'purchase', leftForCheckout: [] } };
/** left for the checkout signed in, came back signed out: sign in to use a pass */
export const PurchaseSignedOut: Story = {
  args: { which: 'purchase', account: createStreamWorld().account, leftForCheckout: [] },
};
/** a guest opening the return address: the address is cleaned and nothing is said */
export const PurchaseGuestNothing: Story = { args: { which: 'purchase', account: createStreamWorld().account } };
