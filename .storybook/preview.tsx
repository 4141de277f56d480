import type { Preview } from '@storybook/react-vite';
import '../ui/shared/styles/global.css';
import { ServicesProvider } from '../ui/shared/services/services-context';
import { createMemoryServices } from '../test/support/memory-services';

// Every story gets in-memory services; a story that needs failing or empty
// adapters wraps itself in its own ServicesProvider, which wins.
const preview: Preview = {
  // a docs page for every component, for designers: its description, props and stories
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <ServicesProvider services={createMemoryServices()}>
        <Story />
      </ServicesProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    // axe (addon-a11y, registered in main.ts) checks every story; 'error' fails a story's
    // test run on a violation instead of only listing it in the Accessibility panel
    a11y: { test: 'error' },
  },
};
export default preview;
