import type { Preview } from '@storybook/react-vite';
import { ThemeRoot } from '../src/theme/ThemeRoot';
import '../src/theme/global.css';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    options: { storySort: { order: ['Theme', 'UI', 'Table', 'Charts', 'Shell', 'Screens'] } },
  },
};

export default preview;
