import type { Meta, StoryObj } from '@storybook/react-vite';
import { saltedPassword, sha256Hex, siteLockSalt } from '@core';
import { StoryFrame } from '../../shared/testing/story-frame';
import { SiteLockScreen } from './site-lock-screen';
import SiteLockScreenContainer from './site-lock-screen-container';

const screen = (password: string, matches: boolean): Story => ({
  render: () => <SiteLockScreen password={password} matches={matches} onPassword={() => {}} returnTo="/" />,
});

const meta: Meta = {
  title: 'Shell/Development site lock',
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

export const Empty: Story = screen('', false);
export const WrongPasswordSoFar: Story = screen('up the', false);
export const PasswordAccepted: Story = screen('up the zenith', true);

// the salted SHA-256 a locked page would carry, for the password 'up the zenith'
const salt = siteLockSalt('http://localhost:6006');
const challenge = { salt, passwordSha256: sha256Hex(saltedPassword(salt, 'up the zenith')) };

/** Live over the in-memory digest: the access button enables when 'up the zenith' is typed. */
export const TryIt: Story = { render: () => <SiteLockScreenContainer challenge={challenge} returnTo="/" /> };
