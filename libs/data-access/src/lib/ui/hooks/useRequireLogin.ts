import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { sessionTokenState } from '../../session/states/sessionTokenState';
import { activeModalState } from '../states/activeModalState';

/**
 * Wraps an action that needs a session (play, favourite, recent, member centre): without a token
 * it opens the login modal instead (docs/product/accounts-and-auth.md). Returns whether the action ran.
 */
export function useRequireLogin() {
  const token = useAtomValue(sessionTokenState);
  const openModal = useSetAtom(activeModalState);
  return useCallback(
    (action: () => void): boolean => {
      if (!token) {
        openModal('login');
        return false;
      }
      action();
      return true;
    },
    [token, openModal],
  );
}
