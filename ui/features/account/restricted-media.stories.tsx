import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../../shared/services/services-context';
import AccountPanelContainer from './account-panel-container';
import { createFakeAccountVm } from './testing/fake-account-vm';
import { FakeAccountFrame } from './testing/fake-account-frame';
import { RestrictedMedia } from './restricted-media';

/** The guest notice; its button opens the account panel with the login prompt. */
function RestrictedMediaStory() {
  const [services] = useState(() => createMemoryServices());
  const [vm] = useState(() => createFakeAccountVm());
  return (
    <ServicesProvider services={services}>
      <MemoryRouter>
        <FakeAccountFrame vm={vm}>
          <div style={{ maxWidth: 720, margin: '2rem auto' }}>
            <RestrictedMedia />
          </div>
          <AccountPanelContainer />
        </FakeAccountFrame>
      </MemoryRouter>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Accounts/Restricted media',
  component: RestrictedMediaStory,
} satisfies Meta<typeof RestrictedMediaStory>;
export default meta;

export const Guest: StoryObj<typeof meta> = {};
