import { DEFAULT_WEAK_PASSWORD, type LoginValue } from '@portal/api-contract';
import { activeModalState, firstLoginState, useFeatureSwitch, useStartSession } from '@portal/data-access';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { forcedPasswordChangeState } from '../../password/states/forcedPasswordChangeState';
import { firstLoginPasswordState } from '../../first-login/states/firstLoginPasswordState';

export type LoginKind = 'username' | 'sms' | 'social';

/** Whether a login must go through the change-password modal first (docs/product/accounts-and-auth.md). */
export function needsPasswordChange(kind: LoginKind, password: string | undefined, value: LoginValue, forceExpiredChange: boolean): boolean {
  if (kind !== 'username') return false;
  return password === DEFAULT_WEAK_PASSWORD || (value.passwordExpired && forceExpiredChange);
}

/**
 * After a successful login: store the session; then either the forced password change, or close
 * the modal, go to / and run the first-login action (the first-login password change).
 */
export function useCompleteLogin() {
  const startSession = useStartSession();
  const forceExpiredChange = useFeatureSwitch('PWDEXPFORCECHANGE3');
  const setModal = useSetAtom(activeModalState);
  const setForced = useSetAtom(forcedPasswordChangeState);
  const setFirstLogin = useSetAtom(firstLoginState);
  const setFirstLoginPassword = useSetAtom(firstLoginPasswordState);
  const navigate = useNavigate();
  return useCallback(
    async (value: LoginValue, kind: LoginKind, password?: string) => {
      await startSession(value);
      if (needsPasswordChange(kind, password, value, forceExpiredChange)) {
        setForced({ oldPassword: password ?? '' });
        setModal('changePassword');
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
    [startSession, forceExpiredChange, setForced, setModal, navigate, setFirstLogin, setFirstLoginPassword],
  );
}
