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
 * - `none`: no token came, it was the current session's own account, or the visitor declined (nothing changes)
 * - `checking`: the platform is asked whose token it is
 * - `consent`: the player is asked, every time: `accept()` logs in with the handed account (logging
 *   the current one out first, `currentAccount` when someone is logged in), `decline()` leaves things as they were
 * - `adopted`: the player accepted; the confirmed token is the session now
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
 * session); then the player is asked, logged in or not, before it becomes the session: a link
 * must never silently log anyone into the account it names (login CSRF: a visitor signed into the
 * attacker's account would deposit into it).
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
      const currentAccount = current ? store.get(sessionUsernameState) : null;
      if (current && (current === handed || currentAccount?.toLowerCase() === member.account.toLowerCase())) {
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
