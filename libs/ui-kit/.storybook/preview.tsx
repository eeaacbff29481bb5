import type { Decorator, Preview } from '@storybook/react-vite';
import { PortalThemeProvider, type ThemeMode } from '../src';

const withPortalTheme: Decorator = (Story, context) => {
  const mode: ThemeMode = context.globals['theme'] === 'light' ? 'light' : 'dark';
  return (
    <PortalThemeProvider mode={mode}>
      <Story />
    </PortalThemeProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Portal theme mode',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  decorators: [withPortalTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
