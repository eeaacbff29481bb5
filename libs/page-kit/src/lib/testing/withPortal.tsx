import type { Messages } from '@lingui/core';
import type { BrandConfig } from '@portal/brand';
import type { ThemeOverrides } from '@portal/ui-kit';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { PortalTestProviders, type PortalTestOptions } from './renderWithPortal';

/**
 * What Storybook's toolbar chose (the workspace Storybook's preview loads it into the story's
 * `loaded.portal`): the brand with its theme layer, money format and logo, the language and every
 * library's catalog of that language. Absent in Vitest and under "No brand" in English.
 */
export interface StoryPortal {
  brand?: BrandConfig;
  themeOverrides?: ThemeOverrides;
  locale: string;
  messages: Messages;
}

/** The toolbar's choice from a story's context (`loaded.portal`), when there is one. */
export function storyPortalOf(context: { loaded?: Record<string, unknown> }): StoryPortal | undefined {
  return context.loaded?.['portal'] as StoryPortal | undefined;
}

/**
 * A Storybook decorator with the portal's providers (brand, platform fixtures, i18n, theme from the
 * toolbar's `theme` global, a memory router at `url`): `decorators: [withPortal({ responses })]`.
 * The toolbar's brand and language win over the story's (`storyPortalOf`): the screen shows that
 * brand's money, dates, theme and language.
 */
export function withPortal({ url = '/', ...options }: PortalTestOptions = {}): Decorator {
  return function PortalDecorator(Story, context) {
    const mode = context.globals['theme'] === 'light' ? 'light' : 'dark';
    const chosen = storyPortalOf(context);
    const brand = chosen?.brand ?? options.brand;
    const locale = chosen?.locale ?? options.locale;
    return (
      <PortalTestProviders
        key={`${mode}:${brand?.code ?? ''}:${locale ?? ''}`}
        {...options}
        brand={brand}
        themeOverrides={chosen?.themeOverrides ?? options.themeOverrides}
        locale={locale}
        messages={chosen ? { ...options.messages, ...chosen.messages } : options.messages}
        mode={mode}
      >
        <MemoryRouter initialEntries={[url]}>
          <Story />
        </MemoryRouter>
      </PortalTestProviders>
    );
  };
}
