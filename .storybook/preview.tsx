import type { Preview } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { ThemeRoot } from '../src/theme/ThemeRoot';
import { comboBoxReady } from '../src/ui/ComboBox/ComboBox';

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
  // The combobox's code is a chunk of its own; a story that draws one starts once it is there, as a screen does
  // once its data is (on a busy machine the chunk can take longer than a play function's first query waits).
  loaders: [async () => {
    await comboBoxReady();
    return {};
  }],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    // Introduction first: the published Storybook opens on the first entry of the sidebar.
    options: { storySort: { order: ['Introduction', 'Theme', 'UI', 'Table', 'Charts', 'Shell', 'Screens'] } },
  },
};

export default preview;
