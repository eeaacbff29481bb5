import { DEFAULT_WEAK_PASSWORD, type LoginRequest, type LoginValue, type PasswordChangeReason } from '@portal/api-contract';
import { activeModalState, firstLoginState, sessionPasswordChangeState, useFeatureSwitch, useStartSession } from '@portal/data-access';
import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { forcedPasswordChangeState } from '../../password/states/forcedPasswordChangeState';
import { firstLoginPasswordState } from '../../first-login/states/firstLoginPasswordState';

/** How the player logged in: the platform's login types; there is no social login (docs/product/accounts-and-auth.md "Login"). */
export type LoginKind = NonNullable<LoginRequest['type']>;

/**
 * Why a login must go through the change-password dialog first, or null (docs/product/accounts-and-auth.md
 * "Forced password change"): the platform's word (`mustChangePassword`) when it gives one; else the
 * rule itself, for a platform that does not say: a password login with the default weak password, or
 * with an expired one while PWDEXPFORCECHANGE3 is on.
 */
export function passwordChangeReasonOf(
  kind: LoginKind,
  password: string | undefined,
  value: LoginValue,
  forceExpiredChange: boolean,
): PasswordChangeReason | null {
  if (value.mustChangePassword) return value.mustChangePassword;
  if (kind !== 'username') return null;
  if (password === DEFAULT_WEAK_PASSWORD) return 'default_password';
  return value.passwordExpired && forceExpiredChange ? 'password_expired' : null;
}

/**
 * After a successful login: store the session; then either the forced password change (the
 * session's mode, kept across a reload: the portal shows nothing else until it is done), or close
 * the modal, go to / and run the first-login action (the first-login password change).
 */
export function useCompleteLogin() {
  const startSession = useStartSession();
  const forceExpiredChange = useFeatureSwitch('PWDEXPFORCECHANGE3');
  const store = useStore();
  const setModal = useSetAtom(activeModalState);
  const setForced = useSetAtom(forcedPasswordChangeState);
  const setFirstLogin = useSetAtom(firstLoginState);
  const setFirstLoginPassword = useSetAtom(firstLoginPasswordState);
  const navigate = useNavigate();
  return useCallback(
    async (value: LoginValue, kind: LoginKind, password?: string) => {
      const reason = passwordChangeReasonOf(kind, password, value, forceExpiredChange);
      // The platform's `mustChangePassword` sets the mode before the token; the rule's own verdict right after.
      await startSession(value);
      if (reason) {
        // The password just typed need not be asked for again (memory only, never stored).
        setForced(kind === 'username' && password !== undefined ? { oldPassword: password } : null);
        if (!store.get(sessionPasswordChangeState)) store.set(sessionPasswordChangeState, { reason });
        setModal(null);
        navigate('/');
        return;
      }
      setModal(null);
      navigate('/');
      if (value.firstTimeLogin) {
        // The first-login password change need not ask again for the password just typed.
        setFirstLoginPassword(kind === 'username' && password ? password : null);
        setFirstLogin(true);
      }
    },
    [startSession, forceExpiredChange, store, setForced, setModal, navigate, setFirstLogin, setFirstLoginPassword],
  );
}
