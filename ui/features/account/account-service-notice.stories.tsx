import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../../shared/services/services-context';
import { AccountServiceNotice } from './account-service-notice';
import { createSignedInFakeAccountVm } from './testing/fake-account-vm';
import { FakeAccountFrame } from './testing/fake-account-frame';

/** The page's notice while the account service is not answering (the fan stays signed in). */
function NoticeStory({ serviceTrouble }: { readonly serviceTrouble: boolean }) {
  const [services] = useState(() => createMemoryServices());
  const [vm] = useState(() => createSignedInFakeAccountVm({ state: { serviceTrouble } }));
  return (
    <ServicesProvider services={services}>
      <MemoryRouter>
        <FakeAccountFrame vm={vm}>
          <p style={{ padding: '1rem' }}>Page content. The notice sits in the bottom-left corner.</p>
          <AccountServiceNotice />
        </FakeAccountFrame>
      </MemoryRouter>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Accounts/Account service notice',
  component: NoticeStory,
  args: { serviceTrouble: true },
} satisfies Meta<typeof NoticeStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceHavingTrouble: Story = {};

export const ServiceAnswering: Story = { args: { serviceTrouble: false } };
