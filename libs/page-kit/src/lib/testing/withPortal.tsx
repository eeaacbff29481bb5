import type { Messages } from '@lingui/core';
import type { BrandConfig } from '@portal/brand';
import type { ThemeOverrides } from '@portal/ui-kit';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter, UNSAFE_LocationContext as LocationContext, useInRouterContext, type InitialEntry } from 'react-router-dom';
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
 * The story's own memory router. Inside another `withPortal` (the meta's, when a story adds its
 * own: Storybook applies both, the story's inside) the inner one wins: its providers sit inside
 * the outer ones, and its router starts a new location instead of throwing react-router's
 * "You cannot render a <Router> inside another <Router>".
 */
function StoryRouter({ url, children }: { url: InitialEntry; children: ReactNode }) {
  const nested = useInRouterContext();
  const router = <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return nested ? <LocationContext.Provider value={null as never}>{router}</LocationContext.Provider> : router;
}

/**
 * A Storybook decorator with the portal's providers (brand, platform fixtures, i18n, theme from the
 * toolbar's `theme` global, a memory router at `url`): `decorators: [withPortal({ responses })]`.
 * The toolbar's brand and language win over the story's (`storyPortalOf`): the screen shows that
 * brand's money, dates, theme and language. A story's own `withPortal` wins over its meta's.
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
        <StoryRouter url={url}>
          <Story />
        </StoryRouter>
      </PortalTestProviders>
    );
  };
}
