/**
 * Test helpers for component tests of the features (never imported by production code).
 * `TestPlatformRoot` answers each endpoint from fixtures instead of the network; journeys against
 * the real sandbox gateway live in apps/portal-e2e.
 */
import {
  FEATURE_SWITCHES,
  REGISTER_FIELDS,
  type EndpointName,
  type Endpoints,
  type MemberInfo,
  type Permission,
  type RegisterRules,
  type RequestOf,
  type ResponseOf,
} from '@portal/api-contract';
import { QueryClient } from '@tanstack/react-query';
import { type createStore } from 'jotai';
import { createElement, type ReactNode } from 'react';
import type { PlatformClient } from './lib/client/createPlatformClient';
import { PlatformError } from './lib/client/PlatformError';
import { PlatformRoot } from './lib/root/PlatformRoot';

export type FixtureResponses = {
  [N in EndpointName]?:
    ResponseOf<Endpoints[N]> | PlatformError | ((params: RequestOf<Endpoints[N]>) => ResponseOf<Endpoints[N]> | Promise<ResponseOf<Endpoints[N]>>);
};

export interface RecordedCall {
  name: string;
  params: unknown;
}

/** A platform client that answers from fixtures and records the calls it gets. */
export function createFixtureClient(responses: FixtureResponses): PlatformClient & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  return {
    calls,
    merchant: 'TEST',
    language: () => 'PT',
    async call(endpoint, params) {
      calls.push({ name: endpoint.name, params });
      const fixture = (responses as Record<string, unknown>)[endpoint.name];
      if (fixture === undefined) throw new PlatformError({ kind: 'server', endpoint: endpoint.name, status: 500, messageKey: 'no_fixture' });
      if (fixture instanceof PlatformError) throw fixture;
      const value = typeof fixture === 'function' ? await (fixture as (p: unknown) => unknown)(params) : fixture;
      return value as never;
    },
  };
}

export { PlatformError };

/** A member's info as the platform answers it (a plain Bronze player); override what the test is about. */
export function memberInfoFixture(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'ana',
    nickname: 'Ana',
    type: 0,
    toUpline: false,
    clubLabel: { labelName: 'Bronze', color: '#cd7f32', color2: '#8c5523', rankLevel: 1 },
    avatarId: 1,
    avatarUrl: '/avatars/1.png',
    language: 'PT',
    mobileNum: null,
    countryDialingCode: null,
    email: null,
    registerTime: 1_700_000_000_000,
    ...overrides,
  };
}

/**
 * The permission info as the platform sends it (whitelabel with three sections, register rules all
 * off, no resources, no analytics id, no CDNs, every switch on); `overrides` replace whole fields.
 */
export function permissionFixture(overrides: Partial<Permission> = {}): Permission {
  const rule = { enabled: false, required: false, acceptedPattern: '*', minLength: 0, maxLength: 0, patternId: 'any' };
  const section = (key: string, route: string) => ({ key, title: key, route, sort: 0, enabled: true });
  return {
    whitelabel: {
      merchantCode: 'TEST',
      siteName: 'Test',
      logoUrl: '/art/logo.svg',
      currency: 'BRL',
      currencySymbol: '$',
      menus: [section('home', '/home'), section('rng', '/rng'), section('pointMall', '/pointMall')],
    },
    registerRules: Object.fromEntries(REGISTER_FIELDS.map((field) => [field, rule])) as RegisterRules,
    resources: {},
    customerService: { enabled: true, url: null },
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '127.0.0.1', country: 'BR' },
    maintenance: false,
    regionRestriction: false,
    switches: Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, true])) as Permission['switches'],
    settings: { loginedToHomePage: false },
    ...overrides,
  };
}

export interface TestPlatformRootProps {
  responses?: FixtureResponses;
  client?: PlatformClient;
  store?: ReturnType<typeof createStore>;
  children: ReactNode;
}

export function TestPlatformRoot({ responses = {}, client, store, children }: TestPlatformRootProps) {
  return createElement(PlatformRoot, {
    merchant: 'TEST',
    language: 'PT',
    client: client ?? createFixtureClient(responses),
    store,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } }),
    children,
  });
}
