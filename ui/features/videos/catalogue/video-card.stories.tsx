import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { VideoSummary } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../../../shared/services/services-context';
import '../../../shared/styles/global.css';
import { VideoCard } from './video-card';

const video: VideoSummary = {
  videoID: 'story-1',
  title: 'Highlights: UZFC 3-1 Lowfield Rovers',
  description: '',
  releaseFrom: '2025-08-09T14:00:00Z',
  durationSeconds: 425,
  imageKey: 'highlights-1',
  team: 'Men',
  season: 2021,
  channel: 'highlights',
  entryId: 'vod-medium',
  required: { kind: 'pass', entitlements: ['uztv-live', 'uztv-vod'] },
};

const services = createMemoryServices();
const meta: Meta<typeof VideoCard> = {
  title: 'Video/Video card',
  component: VideoCard,
  args: { video, fallbackImageKey: 'uztv-fallback' },
  decorators: [
    (Story) => (
      <ServicesProvider services={services}>
        <MemoryRouter>
          <ul style={{ listStyle: 'none', padding: 16, maxWidth: 360 }}>
            <li>
              <Story />
            </li>
          </ul>
        </MemoryRouter>
      </ServicesProvider>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof VideoCard>;

export const Subscribers: Story = {};
export const Free: Story = {
  args: { video: { ...video, required: null, durationSeconds: 90, title: 'Free: the best goals of August' } },
};
export const Members: Story = {
  args: { video: { ...video, required: { kind: 'any' }, title: 'Members: behind the scenes' } },
};
export const FallbackImage: Story = { args: { video: { ...video, imageKey: '' } } };
export const LongTitle: Story = {
  args: {
    video: {
      ...video,
      durationSeconds: 5400,
      title: 'Full match replay: UZFC v Lowfield Rovers, the whole ninety minutes and stoppage time in the snow',
    },
  },
};
