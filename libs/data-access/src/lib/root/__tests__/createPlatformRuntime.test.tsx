import { routes, type MemberInfo } from '@portal/api-contract';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createFixtureClient, memberInfoFixture } from '../../../testing';
import { sessionTokenState } from '../../session/states/sessionTokenState';
import { sessionWithdrawOnlyState } from '../../session/states/sessionWithdrawOnlyState';
import { endpointQuery } from '../../query/endpointQuery';
import { prefetchEndpoint } from '../../query/prefetchEndpoint';
import { useEndpointQuery } from '../../query/useEndpointQuery';
import { createPlatformRuntime, type PlatformRuntime } from '../createPlatformRuntime';
import { PlatformRoot } from '../PlatformRoot';
import { useSystemStatus, systemStatusQuery } from '../../system/hooks/useSystemStatus';
import { memberInfoQuery, useMemberInfo } from '../../member/hooks/useMemberInfo';

const ana: MemberInfo = memberInfoFixture();

/** A fixture client whose answers wait until `release()`: the prefetch is still in flight when the hook mounts. */
function deferredRuntime() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const client = createFixtureClient({
    systemStatus: async () => {
      await gate;
      return { status: 0, ip: '203.0.113.7', country: 'BR' };
    },
    memberInfo: async () => {
      await gate;
      return ana;
    },
    bannerList: async (params) => {
      await gate;
      return [{ bannerId: 1, url: `/${params.groupName}.png`, groupName: params.groupName }];
    },
  });
  const runtime = createPlatformRuntime({ merchant: 'TEST', language: 'PT', client });
  return { runtime, client, release };
}

const wrapperFor =
  (runtime: PlatformRuntime) =>
  ({ children }: { children: ReactNode }) => (
    <PlatformRoot merchant="TEST" language="PT" runtime={runtime}>
      {children}
    </PlatformRoot>
  );

describe('createPlatformRuntime + prefetchEndpoint', () => {
  it('sends the Language header given last (setLanguage, PlatformRoot language prop)', () => {
    const runtime = createPlatformRuntime({ merchant: 'TEST', language: 'PT', sealer: async (payload) => payload });
    expect(runtime.client.language()).toBe('PT');
    runtime.setLanguage('EN');
    expect(runtime.client.language()).toBe('EN');
    renderHook(() => null, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <PlatformRoot merchant="TEST" language="CN" runtime={runtime}>
          {children}
        </PlatformRoot>
      ),
    });
    expect(runtime.client.language()).toBe('CN');
  });

  it('prefetches under the hook’s key, and the hook mounted during the request joins it (one call)', async () => {
    const { runtime, client, release } = deferredRuntime();
    prefetchEndpoint(runtime, systemStatusQuery());
    expect(client.calls.map((call) => call.name)).toEqual(['systemStatus']);
    const { result } = renderHook(() => useSystemStatus(), { wrapper: wrapperFor(runtime) });
    expect(result.current.fetchStatus).toBe('fetching');
    release();
    await waitFor(() => expect(result.current.data).toEqual({ status: 0, ip: '203.0.113.7', country: 'BR' }));
    expect(client.calls).toHaveLength(1);
    expect(runtime.queryClient.getQueryCache().findAll()).toHaveLength(1);
  });

  it('keys a call that needs a session by the stored token, as the hook does', async () => {
    const { runtime, client, release } = deferredRuntime();
    runtime.store.set(sessionTokenState, 'token-1');
    prefetchEndpoint(runtime, memberInfoQuery());
    const { result } = renderHook(() => useMemberInfo(), { wrapper: wrapperFor(runtime) });
    release();
    await waitFor(() => expect(result.current.data).toEqual(ana));
    expect(client.calls.map((call) => call.name)).toEqual(['memberInfo']);
    const [query] = runtime.queryClient.getQueryCache().findAll();
    expect(query?.queryKey.at(-1)).toBe('token-1');
  });

  it('does not prefetch a call that needs a session without a token, nor one a withdraw-only session may not make', () => {
    const { runtime, client } = deferredRuntime();
    prefetchEndpoint(runtime, memberInfoQuery());
    runtime.store.set(sessionTokenState, 'token-1');
    runtime.store.set(sessionWithdrawOnlyState, { kind: 'self_exclusion', until: null });
    prefetchEndpoint(runtime, endpointQuery(routes.chatUnread, {}));
    expect(client.calls).toEqual([]);
    expect(runtime.queryClient.getQueryCache().findAll()).toHaveLength(0);
    prefetchEndpoint(runtime, memberInfoQuery());
    expect(client.calls.map((call) => call.name)).toEqual(['memberInfo']);
  });

  it('joins the request for the same definition with params, and asks again for other params', async () => {
    const { runtime, client, release } = deferredRuntime();
    const query = endpointQuery(routes.bannerList, { groupName: 'w_home' });
    prefetchEndpoint(runtime, query);
    const { result } = renderHook(() => useEndpointQuery(query.endpoint, { groupName: 'w_home' }), { wrapper: wrapperFor(runtime) });
    const other = renderHook(() => useEndpointQuery(query.endpoint, { groupName: 'w_rng' }), { wrapper: wrapperFor(runtime) });
    release();
    await waitFor(() => expect(result.current.data).toEqual([{ bannerId: 1, url: '/w_home.png', groupName: 'w_home' }]));
    await waitFor(() => expect(other.result.current.data).toEqual([{ bannerId: 1, url: '/w_rng.png', groupName: 'w_rng' }]));
    expect(client.calls.map((call) => call.params)).toEqual([{ groupName: 'w_home' }, { groupName: 'w_rng' }]);
  });
});
