import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { initialInterfaceState } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../../shared/services/services-context';
import { createInterfaceVm } from '../../app-shell/interface-vm';
import AccountPanelContainer from './account-panel-container';
import {
  createFakeAccountVm,
  createSignedInFakeAccountVm,
  demoUser,
  type FakeAccountVmOptions,
} from './testing/fake-account-vm';
import { FakeAccountFrame } from './testing/fake-account-frame';

interface PanelStoryProps {
  /** the fake account view model's options: its state and links */
  readonly account: FakeAccountVmOptions;
  readonly signedIn?: boolean;
  /** interface loginPrompt.message, as set by restricted media */
  readonly promptMessage?: string;
}

/** The panel open over in-memory services, as the profile button leaves it. */
function PanelStory({ account, signedIn = false, promptMessage = '' }: PanelStoryProps) {
  const [services] = useState(() =>
    createMemoryServices({
      interfaceVm: createInterfaceVm({
        ...initialInterfaceState,
        accountHeaderOpen: true,
        lockBackground: true,
        loginPrompt: { message: promptMessage },
      }),
    }),
  );
  const [vm] = useState(() => (signedIn ? createSignedInFakeAccountVm(account) : createFakeAccountVm(account)));
  return (
    <ServicesProvider services={services}>
      <MemoryRouter>
        <FakeAccountFrame vm={vm}>
          <p style={{ padding: '1rem' }}>Page content behind the panel. Press Escape to close it.</p>
          <AccountPanelContainer />
        </FakeAccountFrame>
      </MemoryRouter>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Accounts/Account panel',
  component: PanelStory,
  args: { account: {} },
} satisfies Meta<typeof PanelStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const SignedOutWithErrorMessage: Story = {
  args: { account: { state: { errorCode: 'AUTH.SESSION_ERROR' } } },
};

/** the site could not start a sign-in (its one-time state) when the form was sent: nothing was posted */
export const SignedOutSignInUnavailable: Story = {
  args: { account: { state: { errorCode: 'AUTH.SIGN_IN_UNAVAILABLE' } } },
};

/** the portal refused the details typed in the panel: its own words (ACCOUNT-4) */
export const SignedOutAfterARefusedSignIn: Story = {
  args: {
    account: {
      state: {
        errorCode: 'AUTH.SIGN_IN_REFUSED',
        errorMessage: 'The email address or password you entered is incorrect.',
      },
    },
  },
};

export const SignedOutWithLoginPrompt: Story = {
  args: { promptMessage: 'To View This Video Please Sign In or Register An Account' },
};

export const Restoring: Story = {
  args: { account: { state: { status: 'restoring' } } },
};

export const SigningIn: Story = {
  args: { account: { state: { status: 'signing-in' } } },
};

export const RestoringWhileTheServiceHasTrouble: Story = {
  args: { account: { state: { status: 'restoring', serviceTrouble: true } } },
};

export const SignedInWhileTheServiceHasTrouble: Story = {
  args: { signedIn: true, account: { state: { serviceTrouble: true } } },
};

export const SignedInWithSubscriptionsLink: Story = {
  args: { signedIn: true },
};

export const SignedInWithoutSubscriptionsLink: Story = {
  args: { signedIn: true, account: { withoutSubscriptions: true } },
};

export const SignedInWithProfileImage: Story = {
  args: { signedIn: true, account: { state: { user: { ...demoUser, profileImageKey: 'profile-jordan' } } } },
};
