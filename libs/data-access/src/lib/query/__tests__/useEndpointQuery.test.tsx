import { endpoints, type EndpointDef, type RequestOf } from '@portal/api-contract';
import { renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createFixtureClient, TestPlatformRoot } from '../../../testing';
import { sessionTokenState } from '../../session/states/sessionTokenState';
import { endpointDomain, endpointQueryKey } from '../queryKeys';
import { useEndpointQuery } from '../useEndpointQuery';
import { useEndpointMutation } from '../useEndpointMutation';
import { PlatformError } from '../../client/PlatformError';
import type { PlatformClient } from '../../client/createPlatformClient';

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

  it('sends a money move again with the same idempotency key after an unknown outcome, a new move with a new key', async () => {
    const keys: (string | undefined)[] = [];
    const outcomes: unknown[] = [
      new PlatformError({ kind: 'timeout', endpoint: 'walletTransfer' }),
      'ok',
      'ok',
      new PlatformError({ kind: 'business', endpoint: 'walletTransfer' }),
      'ok',
    ];
    const client = {
      call: async (_endpoint: unknown, _params: unknown, options: { idempotencyKey?: string } = {}) => {
        keys.push(options.idempotencyKey);
        const outcome = outcomes.shift();
        if (outcome instanceof Error) throw outcome;
        return outcome;
      },
    } as unknown as PlatformClient; // only `call` is used, and its options (the idempotency key) are what the test reads
    const { result } = renderHook(() => useEndpointMutation(endpoints.walletTransfer), {
      wrapper: ({ children }) => <TestPlatformRoot client={client}>{children}</TestPlatformRoot>,
    });
    const move: RequestOf<typeof endpoints.walletTransfer> = { from: 'MAIN', to: 'PG', amount: 10 };
    await expect(result.current.mutateAsync(move)).rejects.toThrow();
    await result.current.mutateAsync(move); // the player's retry of the same move: same key
    await result.current.mutateAsync(move); // a new move after a success: new key
    await expect(result.current.mutateAsync(move)).rejects.toThrow(); // refused: settled
    await result.current.mutateAsync(move); // so the next one is a new move
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[1], keys[2], keys[3], keys[4]]).size).toBe(4);
    expect(keys.every(Boolean)).toBe(true);
  });
});
