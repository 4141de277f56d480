import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MatchAlert } from '@core';
import { StoryFrame } from '../../../shared/testing/story-frame';
import { MatchAlertsView } from './match-alerts-box';
import { FollowMatchButton } from './follow-match-button';

const alertOf = (kind: MatchAlert['kind'], text: string, home: number, away: number): MatchAlert => ({
  kind,
  matchID: 't1-live',
  goal: null,
  score: { home, away },
  text,
});
const noop = () => {};

const meta: Meta<typeof MatchAlertsView> = {
  title: 'Matches/Match alerts',
  component: MatchAlertsView,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: {
    title: 'UZFC v Greywater City',
    alert: null,
    permission: 'default',
    notifyOn: false,
    onNotify: noop,
    onStop: noop,
  },
};
export default meta;
type Story = StoryObj<typeof MatchAlertsView>;

/** following, nothing has happened yet; system notices can be asked for */
export const Following: Story = {};
export const Goal: Story = {
  args: { alert: alertOf('goal', 'Goal for UZFC, 34 minutes, Ryan Van Dijkstra. UZFC 2, Greywater City 2.', 2, 2) },
};
/** the goal taken back replaces the goal: one alert, the score as it now stands */
export const GoalDisallowed: Story = {
  args: {
    alert: alertOf(
      'goal-disallowed',
      'Goal disallowed: UZFC, 34 minutes, Ryan Van Dijkstra. UZFC 1, Greywater City 2.',
      1,
      2,
    ),
  },
};
export const ScorerCorrected: Story = {
  args: {
    alert: alertOf(
      'goal-corrected',
      'Goal corrected: UZFC, 47 minutes, Emeka Ellison. UZFC 2, Greywater City 2.',
      2,
      2,
    ),
  },
};
export const FullTime: Story = { args: { alert: alertOf('full-time', 'Full-time: UZFC 4, Greywater City 2.', 4, 2) } };
export const NoticesOn: Story = { args: { permission: 'granted', notifyOn: true } };
/** the device allows the site's notices already (an earlier match), and this follow has them off */
export const NoticesAllowedNotAsked: Story = { args: { permission: 'granted', notifyOn: false } };
export const NoticesBlocked: Story = { args: { permission: 'denied' } };
/** a device without system notifications: the in-page alerts only */
export const NoticesUnsupported: Story = { args: { permission: 'unsupported' } };
/** the match centre's toggle, on the navy band */
export const FollowButton: Story = {
  render: () => (
    <div style={{ background: 'var(--color-navy)', padding: '1rem' }}>
      <FollowMatchButton
        match={{
          matchID: 't1-live',
          home: { name: 'UZFC', shortName: 'UZFC', crestImageKey: 'crest/uzfc', isClub: true },
          away: {
            name: 'Greywater City',
            shortName: 'Greywater',
            crestImageKey: 'crest/greywater-city',
            isClub: false,
          },
        }}
      />
    </div>
  ),
};
