import { BrandProvider, type BrandConfig } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { sessionTokenState } from '@portal/data-access';
import { TestPlatformRoot, createFixtureClient, type FixtureResponses } from '@portal/data-access/testing';
import { TestI18nProvider } from '@portal/i18n/testing';
import { MoneyFormatProvider } from '@portal/ui-kit';
import { renderWithTheme } from '@portal/ui-kit/testing';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** A plain member (type 0) with an upline. */
export const testMember = {
  id: 7,
  account: 'demo',
  nickname: 'Demo Player',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'Gold', color: '#fc0', color2: '#fa0', rankLevel: 3 },
  avatarId: 1,
  avatarUrl: '/avatar.svg',
  language: 'PT' as const,
  mobileNum: '11987654321',
  countryDialingCode: '+55',
  email: null,
  registerTime: 0,
};

/** The address the component navigated to. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderMemberPageOptions {
  responses?: FixtureResponses;
  /** Address to start on (default `/`). */
  url?: string;
  /** Logged in (default true). */
  token?: string | null;
  /** The brand (default the `$` test brand); its currency is the money format, as in the app. */
  brand?: BrandConfig;
}

/** Renders a member-centre component with a session, fixtures for the platform, theme, i18n and a router. */
export function renderMemberPage(ui: ReactElement, { responses = {}, url = '/', token = 'token-1', brand = testBrand }: RenderMemberPageOptions = {}) {
  const store = createStore();
  if (token) store.set(sessionTokenState, token);
  const client = createFixtureClient({ memberInfo: testMember, missionSummary: { count: 2, completed: 0, missions: [] }, ...responses });
  const view = renderWithTheme(
    <BrandProvider brand={brand}>
      <MoneyFormatProvider format={brand.currency}>
        <TestPlatformRoot store={store} client={client}>
          <TestI18nProvider>
            <MemoryRouter initialEntries={[url]}>
              {ui}
              <LocationProbe />
            </MemoryRouter>
          </TestI18nProvider>
        </TestPlatformRoot>
      </MoneyFormatProvider>
    </BrandProvider>,
  );
  return { ...view, store, client };
}
