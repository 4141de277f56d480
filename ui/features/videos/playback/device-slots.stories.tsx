import type { Meta, StoryObj } from '@storybook/react-vite';
import { proxy } from 'valtio/vanilla';
import type { DeviceSlots as Slots } from '@core';
import { DeviceSlots } from './device-slots';
import type { DeviceSlotsState, DeviceSlotsVm } from './device-slots-vm';

const NOW = Date.parse('2026-11-28T15:30:00.000Z');
const slots: Slots = {
  limit: 2,
  devices: [
    {
      leaseId: 'lease-1',
      name: 'Safari on iPhone',
      userAgent: 'iPhone Safari',
      lastPlayedAt: new Date(NOW - 4_000).toISOString(),
      entryId: 'live-video',
      current: false,
    },
    {
      leaseId: 'lease-2',
      name: 'Chrome on Windows',
      userAgent: 'Windows Chrome',
      lastPlayedAt: new Date(NOW - 42_000).toISOString(),
      entryId: 'live-video',
      current: false,
    },
  ],
};

/** a view model fixed in one state */
function fixed(patch: Partial<DeviceSlotsState>): DeviceSlotsVm {
  return {
    state: proxy<DeviceSlotsState>({
      status: 'ready',
      slots,
      stopping: null,
      notice: '',
      stopError: null,
      ...patch,
    }),
    start: () => () => {},
    reload: () => Promise.resolve(),
    stop: () => Promise.resolve(false),
  };
}

const meta = {
  title: 'Video/Device slots',
  component: DeviceSlots,
  args: { vm: fixed({}), now: () => NOW },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16, background: '#0b1f3a', color: '#fff' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeviceSlots>;
export default meta;
type Story = StoryObj<typeof meta>;

/** at the device limit: the other devices, each with 'Stop playing there' */
export const AtTheLimit: Story = {};
export const Loading: Story = { args: { vm: fixed({ status: 'loading', slots: null }) } };
export const ListFailed: Story = { args: { vm: fixed({ status: 'error', slots: null }) } };
export const Stopping: Story = { args: { vm: fixed({ stopping: 'lease-2' }) } };
export const StopFailed: Story = { args: { vm: fixed({ stopError: 'STREAM.CONNECTION_FAILED' }) } };
/** 'Can I watch?': the list only, this device marked */
export const ListOnly: Story = {
  args: {
    canStop: false,
    vm: fixed({
      slots: { limit: 2, devices: [{ ...slots.devices[0]!, current: true, name: 'Chrome on Linux' }] },
    }),
  },
};
