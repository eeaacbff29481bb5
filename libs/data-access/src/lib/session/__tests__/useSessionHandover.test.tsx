import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TestPlatformRoot } from '../../../testing';
import { createPlatformClient } from '../../client/createPlatformClient';
import { useSessionHandover } from '../hooks/useSessionHandover';
import { pendingHandoverToken, takeTokenFromUrl } from '../sessionStorageKeys';
import { sessionTokenState } from '../states/sessionTokenState';
import { sessionUsernameState } from '../states/sessionUsernameState';

/** Member info as a platform answers it, per session token; other tokens get 401; logout is recorded. */
function platform(accounts: Record<string, string>) {
  const requests: { path: string; token: string | null }[] = [];
  const fetchFn = async (url: string | URL | Request, init?: RequestInit) => {
    const token = (init?.headers as Record<string, string>).Authorization ?? null;
    const path = String(url);
    requests.push({ path, token });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (path.startsWith('/wps/session/logout')) return json(200, { success: true, message: null, value: null });
    const account = token ? accounts[token] : undefined;
    if (!account) return json(401, { success: false, message: 'session_expired', value: null });
    return json(200, {
      success: true,
      message: null,
      value: {
        id: account.length,
        account,
        nickname: account,
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
      },
    });
  };
  return { fetchFn, requests };
}

function setup(url: string, accounts: Record<string, string>, session?: { token: string; username: string }) {
  sessionStorage.clear();
  window.history.replaceState(null, '', url);
  takeTokenFromUrl();
  const store = createStore();
  if (session) {
    store.set(sessionTokenState, session.token);
    store.set(sessionUsernameState, session.username);
  }
  const { fetchFn, requests } = platform(accounts);
  const client = createPlatformClient({ merchant: 'TEST', language: () => 'PT', token: () => store.get(sessionTokenState), fetch: fetchFn });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestPlatformRoot client={client} store={store}>
      {children}
    </TestPlatformRoot>
  );
  const hook = renderHook(() => useSessionHandover(), { wrapper });
  return { store, requests, hook };
}

describe('a session token handed over in the URL', () => {
  it('asks a logged-out visitor too, once the platform confirmed it: it becomes the session only when accepted (login CSRF)', async () => {
    const { store, requests, hook } = setup('/rng?token=good', { good: 'alice' });
    expect(window.location.search).toBe('');
    expect(hook.result.current.status).toBe('checking');
    expect(store.get(sessionTokenState)).toBeNull();
    await waitFor(() => expect(hook.result.current.status).toBe('consent'));
    const asked = hook.result.current;
    expect(asked).toMatchObject({ handedAccount: 'alice', currentAccount: null });
    expect(store.get(sessionTokenState)).toBeNull();
    await act(async () => (asked.status === 'consent' ? asked.accept() : undefined));
    expect(hook.result.current.status).toBe('adopted');
    expect(store.get(sessionTokenState)).toBe('good');
    expect(store.get(sessionUsernameState)).toBe('alice');
    expect(requests[0]).toEqual({ path: '/wps/member/info', token: 'good' });
    expect(requests.some((r) => r.path.includes('logout'))).toBe(false);
  });

  it('a logged-out visitor who declines stays logged out', async () => {
    const { store, hook } = setup('/?token=planted', { planted: 'mallory' });
    await waitFor(() => expect(hook.result.current.status).toBe('consent'));
    const asked = hook.result.current;
    act(() => (asked.status === 'consent' ? asked.decline() : undefined));
    expect(hook.result.current.status).toBe('none');
    expect(store.get(sessionTokenState)).toBeNull();
  });

  it('a token the platform refuses never becomes the session', async () => {
    const { store, hook } = setup('/?token=forged', {});
    await waitFor(() => expect(hook.result.current.status).toBe('invalid'));
    expect(store.get(sessionTokenState)).toBeNull();
  });

  it("a refused token leaves another member's session alone", async () => {
    const { store, hook } = setup('/?token=forged', { mine: 'victim' }, { token: 'mine', username: 'victim' });
    await waitFor(() => expect(hook.result.current.status).toBe('invalid'));
    expect(store.get(sessionTokenState)).toBe('mine');
    expect(store.get(sessionUsernameState)).toBe('victim');
  });

  it("over another account's session it asks first: declining keeps the current session (login CSRF)", async () => {
    const { store, requests, hook } = setup('/?token=attacker', { mine: 'victim', attacker: 'mallory' }, { token: 'mine', username: 'victim' });
    await waitFor(() => expect(hook.result.current.status).toBe('consent'));
    const asked = hook.result.current;
    expect(asked).toMatchObject({ handedAccount: 'mallory', currentAccount: 'victim' });
    expect(store.get(sessionTokenState)).toBe('mine');
    act(() => (asked.status === 'consent' ? asked.decline() : undefined));
    expect(hook.result.current.status).toBe('none');
    expect(store.get(sessionTokenState)).toBe('mine');
    expect(requests.some((r) => r.path.includes('logout'))).toBe(false);
  });

  it('accepting the switch logs the current account out on the platform, then takes the handed one', async () => {
    const { store, requests, hook } = setup('/?token=other', { mine: 'victim', other: 'second' }, { token: 'mine', username: 'victim' });
    await waitFor(() => expect(hook.result.current.status).toBe('consent'));
    const asked = hook.result.current;
    await act(async () => (asked.status === 'consent' ? asked.accept() : undefined));
    expect(hook.result.current.status).toBe('adopted');
    expect(store.get(sessionTokenState)).toBe('other');
    expect(store.get(sessionUsernameState)).toBe('second');
    expect(requests).toContainEqual({ path: '/wps/session/logout', token: 'mine' });
  });

  it("the same account's token changes nothing", async () => {
    const { store, hook } = setup('/?token=again', { mine: 'alice', again: 'Alice' }, { token: 'mine', username: 'alice' });
    await waitFor(() => expect(hook.result.current.status).toBe('none'));
    expect(store.get(sessionTokenState)).toBe('mine');
    expect(pendingHandoverToken()).toBeNull();
  });
});
