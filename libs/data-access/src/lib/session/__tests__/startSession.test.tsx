import type { endpoints, ResponseOf } from '@portal/api-contract';
import { act, renderHook } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureClient, TestPlatformRoot } from '../../../testing';
import { useStartSession } from '../hooks/useStartSession';

const agent = {
  id: 9,
  account: 'agent',
  nickname: 'Agent',
  type: 1,
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

afterEach(() => sessionStorage.clear());

describe('a session (docs/product/accounts-and-auth.md "Sessions")', () => {
  it('keeps the token and the username in sessionStorage, and no agent flag: an agent is known by the member info’s type', async () => {
    sessionStorage.clear();
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestPlatformRoot client={createFixtureClient({ memberInfo: agent })} store={store}>
        {children}
      </TestPlatformRoot>
    );
    const { result } = renderHook(() => useStartSession(), { wrapper });
    const member = await act(() => result.current({ token: 'a-token', userName: 'agent' }));
    expect(member?.type).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('token')!)).toBe('a-token');
    expect(JSON.parse(sessionStorage.getItem('username')!)).toBe('agent');
    expect(Object.keys(sessionStorage)).not.toContain('isAgent');
  });
});
