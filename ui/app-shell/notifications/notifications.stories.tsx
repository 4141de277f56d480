import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { InterfaceAction } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../../shared/services/services-context';
import { ViewModels } from '../../shared/services/service-tokens';
import { ErrorBanner } from './error-banner';
import NotificationsContainer from './notifications-container';
import { SuccessToast } from './success-toast';

/** The live container: dispatches the given actions once, then the real timers run. */
function NotificationsStory({ actions }: { readonly actions: readonly InterfaceAction[] }) {
  const [services] = useState(() => createMemoryServices());
  useEffect(() => {
    const vm = services.get(ViewModels.interfaceVm);
    actions.forEach((a) => vm.dispatch(a));
  }, [services, actions]);
  return (
    <ServicesProvider services={services}>
      <NotificationsContainer />
    </ServicesProvider>
  );
}

const meta = {
  title: 'Accounts/Notifications',
  component: NotificationsStory,
  args: { actions: [] },
} satisfies Meta<typeof NotificationsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Logged In' in the bottom corner; it closes itself after 4 s. */
export const ToastLoggedIn: Story = {
  args: { actions: [{ type: 'accountNotification/show', message: 'Logged In' }] },
};

export const ToastLoggedOut: Story = {
  args: { actions: [{ type: 'accountNotification/show', message: 'Logged Out' }] },
};

/** The error banner counting down from 30 s, then clearing itself. */
export const BannerCountingDown: Story = {
  args: {
    actions: [
      {
        type: 'errorNotification/show',
        title: 'There was a problem connecting to the video service',
        message: 'Please try again in a few minutes',
      },
    ],
  },
};

export const BannerLoginProblem: Story = {
  args: {
    actions: [
      {
        type: 'errorNotification/show',
        title: 'There was a problem logging in',
        message: 'Please try again in a few minutes',
      },
    ],
  },
};

/** A signed-in fan opened someone else's sign-in link: refused, still themselves (AUTH.SIGN_IN_NOT_STARTED). */
export const BannerSignInNotStartedHere: Story = {
  args: {
    actions: [
      {
        type: 'errorNotification/show',
        title: 'That sign-in did not start here',
        message: 'You are still signed in as yourself. To sign in as someone else, log out and use Login',
      },
    ],
  },
};

/** The toast held on screen (an hour) for design review. */
export const ToastHeld: StoryObj = {
  render: () => <SuccessToast message="Logged In" onClose={() => {}} durationMs={3_600_000} />,
};

/** The banner with a long countdown, for design review. */
export const BannerHeld: StoryObj = {
  render: () => (
    <ErrorBanner
      title="There was a problem logging in"
      message="Please try again in a few minutes"
      onClear={() => {}}
      countdownMs={3_600_000}
    />
  ),
};
