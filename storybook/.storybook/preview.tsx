import type { StoryPortal } from '@portal/page-kit/testing';
import { LOCALE_NAMES, PORTAL_LOCALES } from '@portal/i18n';
import { MoneyFormatProvider, PortalThemeProvider, type ThemeMode } from '@portal/ui-kit';
import { STORY_VIEWPORTS } from '@portal/ui-kit/testing';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { useLayoutEffect } from 'react';
import { STORYBOOK_BRANDS } from './brands';
import { loadAllMessages } from './catalogs';
// Inter and JetBrains Mono, shipped with Storybook: the same letters on every machine (docs/visual-tests.md "Fonts").
import './fonts/fonts.css';

// A play function waits as long as a component test does (tools/vite/vitest.setup.ts): a screen's
// lazy chunks (the member's header actions, a modal) can take more than the default second to
// arrive while the axe pass renders two stories at once on a busy machine.
configure({ asyncUtilTimeout: 4000 });

/**
 * The toolbar's brand and language for the screens (`withPortal` reads it from `loaded.portal`):
 * the brand's theme layer, money format and logo, and every catalog of the language (the brand's
 * default language unless the Language menu picks one). Nothing under "No brand" in English: the
 * stories' own test brand and English catalogs, as in Vitest.
 */
const loadStoryPortal: Loader = async ({ globals }): Promise<{ portal?: StoryPortal }> => {
  const chosen = STORYBOOK_BRANDS.find((candidate) => candidate.code === globals['brand']);
  const language = typeof globals['language'] === 'string' ? globals['language'] : 'brand';
  const locale = language !== 'brand' ? language : (chosen?.brand.defaultLanguage ?? 'en');
  if (!chosen && locale === 'en') return {};
  return { portal: { brand: chosen?.brand, themeOverrides: chosen?.overrides, locale, messages: await loadAllMessages(locale) } };
};

/**
 * The story's viewport (`globals: viewportGlobals('phone')`) as `<html data-story-viewport="390x844">`:
 * Storybook sizes its preview frame to it, but a story opened alone (`iframe.html`, the axe pass,
 * screenshots) gets the window it is given, so the axe pass reads this and opens the story again
 * in a window of that size.
 */
function StoryViewportMark({ viewport }: { viewport: unknown }) {
  const value = (viewport as { value?: string } | undefined)?.value;
  const styles = value && value in STORY_VIEWPORTS ? STORY_VIEWPORTS[value as keyof typeof STORY_VIEWPORTS].styles : undefined;
  const size = styles ? `${parseFloat(styles.width)}x${parseFloat(styles.height)}` : '';
  useLayoutEffect(() => {
    if (size) document.documentElement.dataset['storyViewport'] = size;
    else delete document.documentElement.dataset['storyViewport'];
  }, [size]);
  return null;
}

/** The chosen theme mode and brand around every story (ui-kit's primitives have no portal of their own). */
const withPortalTheme: Decorator = (Story, context) => {
  const mode: ThemeMode = context.globals['theme'] === 'light' ? 'light' : 'dark';
  const chosen = STORYBOOK_BRANDS.find((candidate) => candidate.code === context.globals['brand']);
  // A screen draws the brand's logo itself (its header); a primitive gets it above the story.
  const showLogo = chosen?.logoUrl && !context.title.startsWith('Screens/');
  return (
    <PortalThemeProvider mode={mode} overrides={chosen?.overrides}>
      <MoneyFormatProvider format={chosen?.brand.currency ?? {}}>
        {showLogo && (
          <div
            aria-hidden="true"
            data-brand-logo={chosen.code}
            style={{ height: 32, marginBottom: 16, background: `url("${chosen.logoUrl}") left center / contain no-repeat` }}
          />
        )}
        <StoryViewportMark viewport={context.globals['viewport']} />
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
      description: 'Brand: its accent, fonts, radius, logo, money format and language (apps/portal-brand-*/src/brand.config.ts)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [{ value: 'none', title: 'No brand (kit defaults)' }, ...STORYBOOK_BRANDS.map((brand) => ({ value: brand.code, title: brand.name }))],
        dynamicTitle: true,
      },
    },
    language: {
      description: "Language of the screens: the brand's default, or one of the portal's locales",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [{ value: 'brand', title: "Brand's language" }, ...PORTAL_LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] }))],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', brand: 'none', language: 'brand' },
  loaders: [loadStoryPortal],
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
