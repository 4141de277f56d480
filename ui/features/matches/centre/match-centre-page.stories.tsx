import type { Meta, StoryObj } from '@storybook/react-vite';
import { MatchesStory } from '../testing/matches-story';
import MatchCentrePage from './match-centre-page';

const paths = ['/match/:team?/:season?/:matchID?'];
const meta: Meta<typeof MatchesStory> = {
  title: 'Pages/Match centre',
  component: MatchesStory,
  args: { page: <MatchCentrePage />, route: '/match/first-team/2025-26/t1-live', paths },
};
export default meta;
type Story = StoryObj<typeof MatchesStory>;

export const Live: Story = {};
// 'Watch Live' opened (?watch=live) on a live match the stream settings do not name: no other fixture's video plays
export const LiveWithoutItsOwnStream: Story = {
  args: { route: '/match/first-team/2025-26/t1-live?watch=live', mode: 'streams-of-another-match' },
};
/** 50' in: a disallowed goal and a corrected scorer behind it (the score, key events and commentary as corrected) */
export const LiveAfterCorrections: Story = { args: { mode: 'after-corrections' } };
/** the sections as tabs on a phone, each kept in the address */
export const KeyEventsTab: Story = { args: { route: '/match/first-team/2025-26/t1-live?tab=key-events' } };
export const StatsTab: Story = { args: { route: '/match/first-team/2025-26/t1-live?tab=stats' } };
export const LineupsTab: Story = { args: { route: '/match/first-team/2025-26/t1-2025-26-05?tab=lineups' } };
/** the line-ups could not be read: their section says so with 'Try again', the rest stands */
export const LineupsUnavailable: Story = {
  args: { route: '/match/first-team/2025-26/t1-2025-26-05?tab=lineups', mode: 'lineups-unavailable' },
};
export const Result: Story = { args: { route: '/match/first-team/2025-26/t1-2025-26-05' } };
export const Upcoming: Story = { args: { route: '/match/women/2025-26/t2-2025-26-19' } };
export const Postponed: Story = { args: { route: '/match/first-team/2025-26/t1-2025-26-12' } };
export const Abandoned: Story = { args: { route: '/match/first-team/2024-25/t1-2024-25-08' } };
export const SpoilerFree: Story = { args: { route: '/match/first-team/2025-26/t1-2025-26-05', mode: 'spoiler-free' } };
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
export const UnknownMatchNotFound: Story = { args: { route: '/match/first-team/2025-26/nope' } };
