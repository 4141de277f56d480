import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpgradePromo } from './upgrade-promo';

const meta = {
  title: 'Video/Upgrade promo',
  component: UpgradePromo,
  args: { onLearnMore: () => {}, onClose: () => {} },
} satisfies Meta<typeof UpgradePromo>;
export default meta;

export const Open: StoryObj<typeof meta> = {};

/** the club's own wording from the web settings' upgrade notice */
export const ClubWording: StoryObj<typeof meta> = {
  args: {
    notice: { title: 'Go Live with UZTV', text: 'Pick a UZTV Live pass to watch every match live and on demand.' },
  },
};
