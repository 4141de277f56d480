import { Ports } from '@core';
import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ViewModels } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import { StoryFrame } from '../../shared/testing/story-frame';
import { CookieConsent } from './cookie-consent';
import { fallbackCookieBanner } from './consent-vm';
import CookieConsentContainer from './cookie-consent-container';

const meta: Meta = {
  title: 'Consent/Cookie popup',
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

export const FromWebSettings: Story = { render: () => <CookieConsentContainer /> };
export const FallbackWording: Story = {
  render: () => <CookieConsent {...fallbackCookieBanner} onAcceptAll={() => {}} onOnlyEssential={() => {}} />,
};

/** 'Cookie settings' in the footer: the choice shown again to a fan who already made one, focus on its title. */
function Reopened() {
  const consent = useService(Ports.consent);
  const interfaceVm = useService(ViewModels.interfaceVm);
  useEffect(() => {
    consent.write({ analytics: true, marketing: true, personalisation: true, all: true });
    interfaceVm.dispatch({ type: 'cookies/reopen' });
  }, [consent, interfaceVm]);
  return <CookieConsentContainer />;
}
export const ReopenedFromCookieSettings: Story = { render: () => <Reopened /> };
