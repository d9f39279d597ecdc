import type { Preview } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { ThemeRoot } from '../src/theme/ThemeRoot';

const preview: Preview = {
  decorators: [
    // Links must not navigate the story's frame; stories that test navigation wrap their own RouterProvider.
    (Story) => (
      <RouterProvider navigate={() => undefined}>
        <ThemeRoot>
          <Story />
        </ThemeRoot>
      </RouterProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    // Introduction first: the published Storybook opens on the first entry of the sidebar.
    options: { storySort: { order: ['Introduction', 'Theme', 'UI', 'Table', 'Charts', 'Shell', 'Screens'] } },
  },
};

export default preview;
