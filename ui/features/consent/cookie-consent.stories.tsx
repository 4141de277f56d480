import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../../shared/testing/story-frame';
import { CookieConsent } from './cookie-consent';
import { fallbackCookieBanner } from './consent-vm';
import CookieConsentContainer from './cookie-consent-container';

const meta: Meta = { title: 'Consent/Cookie popup', decorators: [(Story) => <StoryFrame><Story /></StoryFrame>] };
export default meta;
type Story = StoryObj;

export const FromWebSettings: Story = { render: () => <CookieConsentContainer /> };
export const FallbackWording: Story = { render: () => <CookieConsent {...fallbackCookieBanner} onAcceptAll={() => {}} onOnlyEssential={() => {}} /> };
