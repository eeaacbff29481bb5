import { endpoints, type EndpointDef } from '@portal/api-contract';
import { renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createFixtureClient, TestPlatformRoot } from '../../../testing';
import { sessionTokenState } from '../../session/states/sessionTokenState';
import { endpointDomain, endpointQueryKey } from '../queryKeys';
import { useEndpointQuery } from '../useEndpointQuery';
import { useEndpointMutation } from '../useEndpointMutation';

const all = Object.values(endpoints) as EndpointDef[];

describe('hooks for every endpoint of the contract', () => {
  it('gives every endpoint a query key under its domain', () => {
    for (const endpoint of all) {
      const [domain, name] = endpointQueryKey(endpoint, {});
      expect(domain).toBe(endpointDomain(endpoint));
      expect(domain).not.toBe('root');
      expect(name).toBe(endpoint.name);
    }
    expect(endpointDomain(endpoints.balance)).toBe('wallets');
    expect(endpointDomain(endpoints.memberInfo)).toBe('member');
  });

  it('reads every GET endpoint through useEndpointQuery, waiting for a token where one is needed', async () => {
    const reads = all.filter((endpoint) => endpoint.method === 'GET');
    const client = createFixtureClient(Object.fromEntries(reads.map((endpoint) => [endpoint.name, { fixture: endpoint.name }])) as never);
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestPlatformRoot client={client} store={store}>
        {children}
      </TestPlatformRoot>
    );
    for (const endpoint of reads) {
      const { result, unmount } = renderHook(() => useEndpointQuery(endpoint, {} as never), { wrapper });
      if (endpoint.auth) {
        expect(result.current.fetchStatus).toBe('idle');
      } else {
        await waitFor(() => expect(result.current.data).toEqual({ fixture: endpoint.name }));
      }
      unmount();
    }
    store.set(sessionTokenState, 'token-1');
    for (const endpoint of reads.filter((e) => e.auth)) {
      const { result, unmount } = renderHook(() => useEndpointQuery(endpoint, {} as never), { wrapper });
      await waitFor(() => expect(result.current.data).toEqual({ fixture: endpoint.name }));
      unmount();
    }
    expect(new Set(client.calls.map((call) => call.name))).toEqual(new Set(reads.map((e) => e.name)));
  });

  it('writes through useEndpointMutation and surfaces the PlatformError', async () => {
    const client = createFixtureClient({ logout: null as never });
    const { result } = renderHook(() => useEndpointMutation(endpoints.logout), {
      wrapper: ({ children }) => <TestPlatformRoot client={client}>{children}</TestPlatformRoot>,
    });
    result.current.mutate({} as never);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const failing = renderHook(() => useEndpointMutation(endpoints.feedback), {
      wrapper: ({ children }) => <TestPlatformRoot client={client}>{children}</TestPlatformRoot>,
    });
    failing.result.current.mutate({} as never);
    await waitFor(() => expect(failing.result.current.error?.kind).toBe('server'));
  });
});
