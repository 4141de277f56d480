import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Promo } from '@core';
import { StoryFrame } from '../../shared/testing/story-frame';
import { OverlayPromo } from './overlay-promo';

const promo: Promo = {
  promoID: 'story',
  startDateTime: '2025-01-01T00:00:00Z',
  endDateTime: '2099-01-01T00:00:00Z',
  type: 'Default',
  url: '/videos',
  webNewWindow: false,
  imageKey: 'promo-passes',
  imageAltText: 'UZTV season passes on sale now',
};

const meta: Meta = {
  title: 'Promo/Overlay promo',
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

export const Default: Story = { render: () => <OverlayPromo promo={promo} onClose={() => {}} /> };
export const DefaultNewWindow: Story = {
  render: () => (
    <OverlayPromo promo={{ ...promo, url: 'https://shop.uzfc.example', webNewWindow: true }} onClose={() => {}} />
  ),
};
export const Mini: Story = { render: () => <OverlayPromo promo={{ ...promo, type: 'Mini' }} onClose={() => {}} /> };
