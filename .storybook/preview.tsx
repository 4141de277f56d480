import type { Preview } from '@storybook/react-vite';
import '../ui/shared/styles/global.css';
import { ServicesProvider } from '../ui/shared/services/services-context';
import { createMemoryServices } from '../test/support/memory-services';

// Every story gets in-memory services; a story that needs failing or empty
// adapters wraps itself in its own ServicesProvider, which wins.
const preview: Preview = {
  decorators: [
    (Story) => (
      <ServicesProvider services={createMemoryServices()}>
        <Story />
      </ServicesProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
};
export default preview;
