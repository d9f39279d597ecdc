import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Introduction.mdx: the page the published Storybook opens on (what the portal is, how to read the stories).
  stories: ['../stories/Introduction.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
