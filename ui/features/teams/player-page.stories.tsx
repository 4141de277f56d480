import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../shared/testing/page-story';
import PlayerRoutePage from './player-page';

const paths = ['/players/:player', '/players/:team/:player'];
const meta: Meta<typeof PageStory> = {
  title: 'Pages/Teams/Player',
  component: PageStory,
  args: { page: <PlayerRoutePage />, route: '/players/t1-p01', paths },
};
export default meta;
type Story = StoryObj<typeof PageStory>;

export const FirstTeamPlayer: Story = {};
/** the women's team: the player sponsorship link */
export const WomensPlayer: Story = { args: { route: '/players/women/t2-p05' } };
export const AcademyPlayer: Story = { args: { route: '/players/u18/t4-p03' } };
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
export const NotFound: Story = { args: { route: '/players/nobody-at-all' } };
/** another team's slug in the address */
export const NotFoundUnderAnotherTeam: Story = { args: { route: '/players/u21/t1-p01' } };
