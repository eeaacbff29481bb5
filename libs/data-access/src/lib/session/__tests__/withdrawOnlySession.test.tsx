import { routes, type endpoints, type ResponseOf } from '@portal/api-contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFixtureClient, TestPlatformRoot } from '../../../testing';
import { useEndpointQuery } from '../../query/useEndpointQuery';
import { PlatformRoot } from '../../root/PlatformRoot';
import { activeModalState } from '../../ui/states/activeModalState';
import { useEndSession } from '../hooks/useEndSession';
import { useStartSession } from '../hooks/useStartSession';
import { sessionTokenState } from '../states/sessionTokenState';
import { sessionWithdrawOnlyState } from '../states/sessionWithdrawOnlyState';

const member = {
  id: 7,
  account: 'excluded1',
  nickname: 'excluded1',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'VIP0', color: '#000', color2: '#000', rankLevel: 0 },
  avatarId: 1,
  avatarUrl: '/a.png',
  language: 'PT',
  mobileNum: null,
  countryDialingCode: null,
  email: null,
  registerTime: 0,
} satisfies ResponseOf<typeof endpoints.memberInfo>;
const balance: ResponseOf<typeof endpoints.balance> = { sumBalance: 120, wallets: [{ wallet: 'MAIN', name: 'Main wallet', balance: 120 }] };
const exclusion = { kind: 'self_exclusion', until: 1_800_000_000_000 } as const;
const login = { token: 'w-token', userName: 'excluded1', id: 7, firstTimeLogin: false, passwordExpired: false };

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('withdraw-only session', () => {
  it('is kept in sessionStorage beside the token, asks only for withdrawal endpoints, and ends with the session', async () => {
    sessionStorage.clear();
    const client = createFixtureClient({ memberInfo: member, balance, unreadMessageCount: { count: 3 }, logout: null });
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestPlatformRoot client={client} store={store}>
        {children}
      </TestPlatformRoot>
    );
    const { result } = renderHook(() => ({ start: useStartSession(), end: useEndSession() }), { wrapper });
    await act(() => result.current.start(login, exclusion));
    expect(store.get(sessionWithdrawOnlyState)).toEqual(exclusion);
    expect(JSON.parse(sessionStorage.getItem('withdrawOnly') ?? 'null')).toEqual(exclusion);
    expect(JSON.parse(sessionStorage.getItem('token') ?? 'null')).toBe('w-token');

    // Allowed (balance) is asked for; what the gateway would refuse (messages) waits as if logged out.
    const allowed = renderHook(() => useEndpointQuery(routes.balance, {}), { wrapper });
    const refused = renderHook(() => useEndpointQuery(routes.unreadMessageCount, {}), { wrapper });
    await waitFor(() => expect(allowed.result.current.data).toEqual(balance));
    expect(refused.result.current.fetchStatus).toBe('idle');
    expect(client.calls.map((call) => call.name)).not.toContain('unreadMessageCount');
    allowed.unmount();
    refused.unmount();

    await act(() => result.current.end());
    expect(store.get(sessionWithdrawOnlyState)).toBeNull();
    expect(sessionStorage.getItem('withdrawOnly')).toBeNull();
    expect(client.calls.map((call) => call.name)).toContain('logout');
  });

  it('a normal login starts no withdraw-only mode and queries run as usual', async () => {
    const client = createFixtureClient({ memberInfo: member, unreadMessageCount: { count: 3 } });
    const store = createStore();
    store.set(sessionWithdrawOnlyState, exclusion);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestPlatformRoot client={client} store={store}>
        {children}
      </TestPlatformRoot>
    );
    const { result } = renderHook(() => useStartSession(), { wrapper });
    await act(() => result.current({ ...login, token: 'normal' }));
    expect(store.get(sessionWithdrawOnlyState)).toBeNull();
    const unread = renderHook(() => useEndpointQuery(routes.unreadMessageCount, {}), { wrapper });
    await waitFor(() => expect(unread.result.current.data).toEqual({ count: 3 }));
  });

  it('a 403 with an exclusion key ends a normal session and asks for a login; in the withdraw-only mode it is only an error', async () => {
    const refusal = { success: false, message: 'rg_time_out_active', value: { kind: 'time_out', until: 1_800_000_000_000 } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(refusal), { status: 403, headers: { 'Content-Type': 'application/json' } }));
    for (const withdrawOnly of [null, exclusion]) {
      const store = createStore();
      store.set(sessionTokenState, 'some-token');
      store.set(sessionWithdrawOnlyState, withdrawOnly);
      const wrapper = ({ children }: { children: ReactNode }) => (
        <PlatformRoot merchant="TEST" language="PT" store={store}>
          {children}
        </PlatformRoot>
      );
      const { result, unmount } = renderHook(() => useEndpointQuery(routes.balance, {}), { wrapper });
      if (withdrawOnly) {
        await waitFor(() => expect(result.current.error).toMatchObject({ kind: 'business', messageKey: 'rg_time_out_active' }));
        expect(store.get(sessionTokenState)).toBe('some-token');
        expect(store.get(activeModalState)).toBeNull();
      } else {
        await waitFor(() => expect(store.get(sessionTokenState)).toBeNull());
        expect(store.get(activeModalState)).toBe('login');
      }
      unmount();
    }
  });
});
