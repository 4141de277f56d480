import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../../../shared/testing/story-frame';
import { maskTimeline, momentumUpTo } from '@core';
import { seededLiveCentre } from '../testing/seeded-centre';
import { MomentumGraph, Statistics } from './match-statistics';

const centreAt = (minutes: number) => {
  const c = seededLiveCentre(minutes);
  return { timeline: c.timeline, upTo: momentumUpTo(c.state, c.clock), statistics: c.statistics };
};

function StatisticsPanel({ minutes, spoilerFree = false }: { minutes: number; spoilerFree?: boolean }) {
  const c = centreAt(minutes);
  const timeline = maskTimeline(c.timeline, !spoilerFree);
  return (
    <section aria-label="Statistics">
      <MomentumGraph timeline={timeline} upTo={c.upTo} home="UZFC" away="Greywater" />
      <Statistics statistics={c.statistics} home="UZFC" away="Greywater" />
    </section>
  );
}

const meta: Meta<typeof StatisticsPanel> = {
  title: 'Matches/Momentum and statistics',
  component: StatisticsPanel,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: { minutes: 5 },
};
export default meta;
type Story = StoryObj<typeof StatisticsPanel>;

/** 35 minutes in, just after a disallowed goal: the graph does not spike for it */
export const Live: Story = {};
/** the whole match, both halves and their added time */
export const FullTime: Story = { args: { minutes: 95 } };
/** goals masked: the graph is drawn from what a spoiler-free fan is shown */
export const SpoilerFree: Story = { args: { minutes: 95, spoilerFree: true } };
/** before kick-off: nothing to draw, and the figures all nil */
export const BeforeKickOff: Story = { args: { minutes: -60 } };
