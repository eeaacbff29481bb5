import type { Messages } from '@lingui/core';
import { BrandProvider, type BrandConfig } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { createPlatformClient, sessionTokenState, type PlatformClient } from '@portal/data-access';
import { TestPlatformRoot, createFixtureClient, type FixtureResponses, type RecordedCall } from '@portal/data-access/testing';
import { TestI18nProvider } from '@portal/i18n/testing';
import { MoneyFormatProvider, PortalThemeProvider, type ThemeMode, type ThemeOverrides } from '@portal/ui-kit';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { createStore } from 'jotai';
import { useState, type ReactElement, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { messages as pageKitMessages } from '../../locales/en/messages.po';
import { TranslatedTableCardLabels } from '../table/components/TranslatedTableCardLabels';

export type PortalStore = ReturnType<typeof createStore>;
export type PortalTestRouter = ReturnType<typeof createMemoryRouter>;

export interface PortalTestOptions {
  /** Endpoint fixtures answered without a network (default: none; an unanswered call fails as a 500). */
  responses?: FixtureResponses;
  /** A real platform client (`createPlatformClient`) against this fetch, instead of fixtures (no payload sealing). */
  fetch?: typeof fetch;
  /** Your own platform client (wins over `responses` and `fetch`). */
  client?: PlatformClient;
  /** The jotai store (session, modals…); a fresh one by default. */
  store?: PortalStore;
  /** A session token put in the store (a logged-in member: calls that need a session run); none by default. */
  token?: string;
  /**
   * What the store holds when the portal mounts (`(store) => store.set(activeModalState, 'login')`),
   * set at every mount (on a fresh store unless `store` is given): a story shown again starts as
   * it did the first time.
   */
  initialState?: (store: PortalStore) => void;
  /**
   * The router's first URL, e.g. `/member/records?member=deposits&dep.page=2` (default `/`), or a
   * location with its history state (`{ pathname: '/game', state: { url, title } }`).
   */
  url?: InitialEntry;
  brand?: BrandConfig;
  /** Theme mode (default dark). */
  mode?: ThemeMode;
  /** The brand's theme layer (accent, fonts, radius: `brandThemeOverrides(brand)`); the kit's defaults without. */
  themeOverrides?: ThemeOverrides;
  /**
   * Lingui locale (default `en`) and the compiled catalog of the library under test, e.g.
   * `import { messages } from '../../../locales/en/messages.po'` (page-kit's own English catalog is
   * always added; a production build such as Storybook's shows message ids without catalogs).
   */
  locale?: string;
  messages?: Messages;
}

export interface PortalTestProvidersProps extends Omit<PortalTestOptions, 'url'> {
  children: ReactNode;
}

/** The portal's provider stack without a router (Storybook wraps stories in it, with its own router). */
export function PortalTestProviders({
  responses,
  fetch,
  client,
  store,
  token,
  initialState,
  brand = testBrand,
  mode = 'dark',
  themeOverrides,
  locale,
  messages,
  children,
}: PortalTestProvidersProps) {
  const [stack] = useState(() => {
    const ownStore = store ?? createStore();
    if (token) ownStore.set(sessionTokenState, token);
    initialState?.(ownStore);
    const ownClient =
      client ??
      (fetch
        ? createPlatformClient({ baseUrl: '', merchant: brand.merchantCode, language: () => 'PT', token: () => ownStore.get(sessionTokenState), fetch })
        : createFixtureClient(responses ?? {}));
    return { store: ownStore, client: ownClient };
  });
  return (
    <BrandProvider brand={brand}>
      <TestPlatformRoot client={stack.client} store={stack.store}>
        <TestI18nProvider locale={locale} messages={{ ...pageKitMessages, ...messages }}>
          <PortalThemeProvider mode={mode} overrides={themeOverrides}>
            <MoneyFormatProvider format={brand.currency}>
              <TranslatedTableCardLabels>{children}</TranslatedTableCardLabels>
            </MoneyFormatProvider>
          </PortalThemeProvider>
        </TestI18nProvider>
      </TestPlatformRoot>
    </BrandProvider>
  );
}

export interface RenderWithPortalOptions extends PortalTestOptions, Omit<RenderOptions, 'wrapper' | 'queries'> {}

export interface RenderWithPortalResult extends RenderResult {
  store: PortalStore;
  /** The fixture client's recorded calls (empty with `fetch` or your own client). */
  calls: RecordedCall[];
  /** The memory router: `router.state.location`, `router.navigate(-1)` for back/forward. */
  router: PortalTestRouter;
}

/**
 * Renders `ui` inside the portal's providers: brand, platform (fixtures, a fetch, or your client),
 * i18n, theme and a memory router at `url`. One call instead of the stack rebuilt in each test.
 */
export function renderWithPortal(ui: ReactElement, options: RenderWithPortalOptions = {}): RenderWithPortalResult {
  const {
    responses,
    fetch,
    client,
    store = createStore(),
    token,
    initialState,
    url = '/',
    brand,
    mode,
    themeOverrides,
    locale,
    messages,
    ...renderOptions
  } = options;
  const fixtureClient = client || fetch ? null : createFixtureClient(responses ?? {});
  const ownClient = client ?? fixtureClient ?? undefined;
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const result = render(
    <PortalTestProviders
      client={ownClient}
      fetch={fetch}
      store={store}
      token={token}
      initialState={initialState}
      brand={brand}
      mode={mode}
      themeOverrides={themeOverrides}
      locale={locale}
      messages={messages}
    >
      <RouterProvider router={router} />
    </PortalTestProviders>,
    renderOptions,
  );
  return { ...result, store, calls: fixtureClient?.calls ?? [], router };
}
