import type { StorybookConfig } from '@storybook/react-vite';

// Configured by hand: `storybook init` downloads browsers, which this environment forbids.
const config: StorybookConfig = {
  stories: ['../ui/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};
export default config;
