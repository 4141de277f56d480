import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { decideStreamAccess, type StreamAccessInput } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../../../shared/services/services-context';
import { StreamLock } from './stream-lock';

const decision = (over: Partial<StreamAccessInput>) => decideStreamAccess({
  mediaType: 'video', live: true, signedIn: true, entitlements: [], required: { kind: 'pass', entitlements: ['live-pass'] },
  country: 'US', activeDevices: [], deviceId: 'd1', limit: 2, ...over,
});

function WithServices({ children }: { readonly children: ReactNode }) {
  const [services] = useState(() => createMemoryServices());
  return <ServicesProvider services={services}><MemoryRouter>{children}</MemoryRouter></ServicesProvider>;
}

const meta = {
  title: 'Video/Stream lock',
  component: StreamLock,
  args: { decision: decision({}), onViewPackages: () => {}, onRefreshAccess: () => {} },
  decorators: [(Story) => <WithServices><div style={{ maxWidth: 960 }}><Story /></div></WithServices>],
} satisfies Meta<typeof StreamLock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PassRequired: Story = {};
export const Refreshing: Story = { args: { refreshing: true } };
export const NotSubscribed: Story = { args: { decision: decision({ entitlements: ['audio-season'] }) } };
export const Guest: Story = { args: { decision: decision({ signedIn: false }) } };
export const GeoBlocked: Story = { args: { decision: decision({ entitlements: ['live-pass'], country: 'GB' }) } };
export const DeviceLimit: Story = { args: { decision: decision({ entitlements: ['live-pass'], activeDevices: ['d2', 'd3'] }) } };
