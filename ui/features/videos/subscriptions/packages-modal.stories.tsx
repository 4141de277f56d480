import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { PackagesModal } from './packages-modal';
import { hostilePackages } from '../testing/stream-world';

const meta = {
  title: 'Video/Packages modal',
  component: PackagesModal,
  args: { view: { status: 'ready', plans: hostilePackages }, onClose: () => {}, onRetry: () => {} },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof PackagesModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Packages: Story = {};
export const NoPackages: Story = { args: { view: { status: 'ready', plans: [] } } };
export const Loading: Story = { args: { view: { status: 'loading' } } };
export const Error: Story = { args: { view: { status: 'error', error: { code: 'STREAM.CONNECTION_FAILED' } } } };
