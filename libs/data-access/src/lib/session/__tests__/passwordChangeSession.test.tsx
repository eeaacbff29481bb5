import { routes, type endpoints, type ResponseOf } from '@portal/api-contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFixtureClient, TestPlatformRoot } from '../../../testing';
import { useEndpointQuery } from '../../query/useEndpointQuery';
import { PlatformRoot } from '../../root/PlatformRoot';
import { useEndSession } from '../hooks/useEndSession';
import { useStartSession } from '../hooks/useStartSession';
import { sessionPasswordChangeState } from '../states/sessionPasswordChangeState';
import { sessionTokenState } from '../states/sessionTokenState';

const member = {
  id: 9,
  account: 'weak',
  nickname: 'weak',
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
const balance: ResponseOf<typeof endpoints.balance> = { sumBalance: 100, wallets: [] };
const login = { token: 'p-token', userName: 'weak', id: 9, firstTimeLogin: false, passwordExpired: false, mustChangePassword: 'default_password' } as const;

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('a session that must change its password (docs/product/accounts-and-auth.md "Forced password change")', () => {
  it('is kept in sessionStorage beside the token, asks only for PASSWORD_CHANGE_ENDPOINTS, and ends with the session', async () => {
    const client = createFixtureClient({ memberInfo: member, balance, logout: null });
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestPlatformRoot client={client} store={store}>
        {children}
      </TestPlatformRoot>
    );
    const { result } = renderHook(() => ({ start: useStartSession(), end: useEndSession() }), { wrapper });
    await act(() => result.current.start(login));
    expect(store.get(sessionPasswordChangeState)).toEqual({ reason: 'default_password' });
    expect(JSON.parse(sessionStorage.getItem('passwordChange') ?? 'null')).toEqual({ reason: 'default_password' });
    expect(client.calls.map((call) => call.name)).toEqual(['memberInfo']);

    // What the platform would refuse (the balance) waits as if logged out.
    const refused = renderHook(() => useEndpointQuery(routes.balance, {}), { wrapper });
    expect(refused.result.current.fetchStatus).toBe('idle');
    expect(client.calls.map((call) => call.name)).not.toContain('balance');
    refused.unmount();

    await act(() => result.current.end());
    expect(store.get(sessionPasswordChangeState)).toBeNull();
    expect(sessionStorage.getItem('passwordChange')).toBeNull();
  });

  it('a login the platform does not restrict leaves no mode behind', async () => {
    const client = createFixtureClient({ memberInfo: member, balance });
    const store = createStore();
    store.set(sessionPasswordChangeState, { reason: 'password_expired' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestPlatformRoot client={client} store={store}>
        {children}
      </TestPlatformRoot>
    );
    const { result } = renderHook(() => useStartSession(), { wrapper });
    await act(() => result.current({ ...login, token: 'free', mustChangePassword: undefined }));
    expect(store.get(sessionPasswordChangeState)).toBeNull();
    const allowed = renderHook(() => useEndpointQuery(routes.balance, {}), { wrapper });
    await waitFor(() => expect(allowed.result.current.data).toEqual(balance));
  });

  it('a 403 password_change_required puts a session whose mode was lost back into it, without ending it', async () => {
    const refusal = { success: false, message: 'password_change_required', value: { reason: 'default_password' } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(refusal), { status: 403, headers: { 'Content-Type': 'application/json' } }));
    const store = createStore();
    store.set(sessionTokenState, 'p-token');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformRoot merchant="TEST" language="PT" store={store}>
        {children}
      </PlatformRoot>
    );
    const { result } = renderHook(() => useEndpointQuery(routes.balance, {}), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ kind: 'business', messageKey: 'password_change_required' }));
    expect(store.get(sessionPasswordChangeState)).toEqual({ reason: null });
    expect(store.get(sessionTokenState)).toBe('p-token');
  });
});
