import { routes, type MemberInfo } from '@portal/api-contract';
import { useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { usePlatformClient } from '../../query/PlatformProvider';
import { consumeHandoverToken, pendingHandoverToken } from '../sessionStorageKeys';
import { sessionTokenState } from '../states/sessionTokenState';
import { sessionUsernameState } from '../states/sessionUsernameState';
import { useEndSession } from './useEndSession';
import { useStartSession } from './useStartSession';

/**
 * Where a token handed over in the URL stands:
 * - `none`: no token came, or it was the current session's own account (nothing changes)
 * - `checking`: the platform is asked whose token it is
 * - `adopted`: nobody was logged in; the confirmed token is the session now
 * - `consent`: someone else is logged in; `accept()` switches accounts, `decline()` keeps the current one
 * - `invalid`: the platform refused the token (expired, revoked, forged); the current state stays
 */
export type SessionHandover =
  | { status: 'none' | 'adopted' }
  | { status: 'checking'; hasSession: boolean }
  | { status: 'consent'; handedAccount: string; currentAccount: string | null; accept: () => Promise<void>; decline: () => void }
  | { status: 'invalid'; error: unknown };

/**
 * Takes the token of `?token=` (taken out of the URL by takeTokenFromUrl before the first render)
 * and decides what it may do (docs/product/accounts-and-auth.md "Token in the URL"): the platform
 * confirms it first (member info with that token, whose refusal does not touch the current
 * session); then it becomes the session only when nobody is logged in; over another account's
 * session the player is asked (a link must not silently log the victim into the attacker's account).
 */
export function useSessionHandover(): SessionHandover {
  const client = usePlatformClient();
  const store = useStore();
  const startSession = useStartSession();
  const endSession = useEndSession();
  const [state, setState] = useState<SessionHandover>(() =>
    pendingHandoverToken() ? { status: 'checking', hasSession: Boolean(store.get(sessionTokenState)) } : { status: 'none' },
  );

  const adopt = useCallback(
    async (token: string, member: MemberInfo) => {
      if (store.get(sessionTokenState)) await endSession();
      await startSession({ token, userName: member.account });
    },
    [endSession, startSession, store],
  );

  useEffect(() => {
    // Taken once: a second run of the effect (React's strict mode) finds nothing and leaves the
    // first run to finish; the state lives on in the same component.
    const handed = consumeHandoverToken();
    if (!handed) return;
    void (async () => {
      let member: MemberInfo;
      try {
        member = await client.call(routes.memberInfo, {}, { token: handed });
      } catch (error) {
        setState({ status: 'invalid', error });
        return;
      }
      const current = store.get(sessionTokenState);
      if (!current) {
        await adopt(handed, member);
        setState({ status: 'adopted' });
        return;
      }
      const currentAccount = store.get(sessionUsernameState);
      if (current === handed || currentAccount?.toLowerCase() === member.account.toLowerCase()) {
        setState({ status: 'none' });
        return;
      }
      setState({
        status: 'consent',
        handedAccount: member.account,
        currentAccount,
        accept: async () => {
          await adopt(handed, member);
          setState({ status: 'adopted' });
        },
        decline: () => setState({ status: 'none' }),
      });
    })();
  }, [adopt, client, store]);

  return state;
}
