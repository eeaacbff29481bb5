import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { TRIAL_MEMBER_TYPE, useMemberInfo } from '../../member/hooks/useMemberInfo';
import { portalAlertState, type PortalAlert } from '../states/portalAlertState';
import { useRequireLogin } from './useRequireLogin';

/**
 * Wraps an action that needs a logged-in, non-trial account. Guests get the login modal; a trial
 * account (type 4) gets the `alert` the caller passes (in_need_true_account, or
 * in_please_information for chat — docs/product/accounts-and-auth.md), already translated.
 */
export function useRequireRealAccount() {
  const requireLogin = useRequireLogin();
  const { data: member } = useMemberInfo();
  const setAlert = useSetAtom(portalAlertState);
  return useCallback(
    (action: () => void, trialAlert: PortalAlert): boolean =>
      requireLogin(() => {
        if (member?.type === TRIAL_MEMBER_TYPE) {
          setAlert(trialAlert);
          return;
        }
        action();
      }) && member?.type !== TRIAL_MEMBER_TYPE,
    [requireLogin, member?.type, setAlert],
  );
}
