import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpgradePromo } from './upgrade-promo';

const meta = {
  title: 'Video/Upgrade promo',
  component: UpgradePromo,
  args: { onLearnMore: () => {}, onClose: () => {} },
} satisfies Meta<typeof UpgradePromo>;
export default meta;

export const Open: StoryObj<typeof meta> = {};
