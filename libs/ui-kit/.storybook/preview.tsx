import type { Decorator, Preview } from '@storybook/react-vite';
import { MoneyFormatProvider, PortalThemeProvider, type ThemeMode } from '../src';
import { STORYBOOK_BRANDS } from './brands';
import { STORY_VIEWPORTS } from '../src/testing';

const withPortalTheme: Decorator = (Story, context) => {
  const mode: ThemeMode = context.globals['theme'] === 'light' ? 'light' : 'dark';
  // Each brand's tokens, fonts, money format and logo (toolbar "Brand"; brands from apps/portal-brand-*/src/brand.config.ts).
  const brand = STORYBOOK_BRANDS.find((candidate) => candidate.code === context.globals['brand']);
  return (
    <PortalThemeProvider mode={mode} overrides={brand?.overrides}>
      <MoneyFormatProvider format={brand?.brand.currency ?? {}}>
        {brand?.logoUrl && (
          <div
            aria-hidden="true"
            data-brand-logo={brand.code}
            style={{ height: 32, marginBottom: 16, background: `url("${brand.logoUrl}") left center / contain no-repeat` }}
          />
        )}
        <Story />
      </MoneyFormatProvider>
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
    brand: {
      description: 'Brand: its accent, fonts, radius, money format and logo',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [{ value: 'none', title: 'No brand (kit defaults)' }, ...STORYBOOK_BRANDS.map((brand) => ({ value: brand.code, title: brand.name }))],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', brand: 'none' },
  decorators: [withPortalTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    // Phone, tablet and desktop widths in the toolbar; a story picks one with `viewportGlobals`.
    viewport: { options: STORY_VIEWPORTS },
  },
  tags: ['autodocs'],
};

export default preview;
