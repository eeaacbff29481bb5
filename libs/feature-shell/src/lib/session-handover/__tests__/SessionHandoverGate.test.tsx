import { i18n } from '@lingui/core';
import type { MemberInfo } from '@portal/api-contract';
import { portalAlertState, sessionTokenState, sessionUsernameState, takeTokenFromUrl } from '@portal/data-access';
import { memberInfoFixture } from '@portal/data-access/testing';
import { renderWithPortal } from '@portal/page-kit/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { SessionHandoverGate } from '../components/SessionHandoverGate';

const downline: MemberInfo = memberInfoFixture({ id: 12, account: 'downline', nickname: 'Downline', toUpline: true });

describe('SessionHandoverGate', { timeout: 30_000 }, () => {
  it('asks a logged-out visitor before the link signs anyone in; the linked page opens only after "Log in"', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/?token=handed-tok');
    takeTokenFromUrl();
    const store = createStore();
    renderWithPortal(
      <SessionHandoverGate>
        <p>the linked page</p>
      </SessionHandoverGate>,
      { store, url: '/?member=depositv2', responses: { memberInfo: downline } },
    );
    const question = await screen.findByRole('dialog', { name: 'Log in with this link?' });
    expect(question).toHaveTextContent('This link logs you in as downline. Log in only if you opened this link yourself.');
    expect(screen.queryByText('the linked page')).not.toBeInTheDocument();
    expect(store.get(sessionTokenState)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('the linked page')).toBeInTheDocument();
    expect(store.get(sessionTokenState)).toBe('handed-tok');
    expect(store.get(sessionUsernameState)).toBe('downline');
  });

  it('"Not now" leaves the visitor logged out', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/?token=planted-tok');
    takeTokenFromUrl();
    const store = createStore();
    renderWithPortal(
      <SessionHandoverGate>
        <p>the linked page</p>
      </SessionHandoverGate>,
      { store, url: '/', responses: { memberInfo: downline } },
    );
    await screen.findByRole('dialog', { name: 'Log in with this link?' });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByText('the linked page')).toBeInTheDocument();
    expect(store.get(sessionTokenState)).toBeNull();
  });

  it('asks once: the answered question does not come back while the switch is under way (a catalog loading meanwhile)', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/?token=handed-tok');
    takeTokenFromUrl();
    const store = createStore();
    store.set(sessionTokenState, 'agent-tok');
    store.set(sessionUsernameState, 'agent');
    // The logout of the current account answers when the test says so: the switch stays under way.
    let endLogout = () => {};
    const logout = () => new Promise<null>((resolve) => (endLogout = () => resolve(null)));
    renderWithPortal(
      <SessionHandoverGate>
        <p>the linked page</p>
      </SessionHandoverGate>,
      { store, url: '/?agent=realTimeSalary', responses: { memberInfo: downline, logout } },
    );
    const question = await screen.findByRole('dialog', { name: 'Switch account?' });
    await user.click(screen.getByRole('button', { name: 'Switch account' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    // A catalog loads while the old session ends (a new `t` for every component).
    act(() => i18n.load('en', { 'portal.test.extra': 'extra' }));
    act(() => endLogout());
    expect(await screen.findByText('the linked page')).toBeInTheDocument();
    expect(store.get(sessionUsernameState)).toBe('downline');
    // Nothing left for the portal's alert host (the shell's, which shows it over the linked page).
    expect(store.get(portalAlertState)).toBeNull();
  });
});
