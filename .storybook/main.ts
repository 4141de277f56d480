import type { StorybookConfig } from '@storybook/react-vite';

// Configured by hand: `storybook init` downloads browsers, which this environment forbids.
const config: StorybookConfig = {
  stories: ['../ui/**/*.stories.@(ts|tsx)'],
  // a11y: axe runs on every story (the Accessibility panel; preview.tsx makes a violation an error);
  // docs: a docs page per component (the 'autodocs' tag in preview.tsx) with its props and every story
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // props tables on the docs pages come from the components' TypeScript props
  typescript: { reactDocgen: 'react-docgen' },
};
export default config;
