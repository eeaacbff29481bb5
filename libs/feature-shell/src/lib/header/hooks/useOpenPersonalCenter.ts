import { useLingui } from '@lingui/react/macro';
import { activeModalState, personalCenterState, useRequireRealAccount } from '@portal/data-access';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * Opens the personal-centre overlay on a page. It needs a session and a real account (docs/product/centres.md):
 * guests get the login modal, a trial account the in_need_true_account warning whose confirm
 * (in_increase_submit) leads to registration.
 */
export function useOpenPersonalCenter() {
  const { t } = useLingui();
  const requireRealAccount = useRequireRealAccount();
  const setPersonalCenter = useSetAtom(personalCenterState);
  const openModal = useSetAtom(activeModalState);
  return useCallback(
    (page: string) =>
      requireRealAccount(() => setPersonalCenter({ open: true, page }), {
        tone: 'warning',
        message: t`This needs a real account. Register one to deposit, withdraw and see your records.`,
        confirmLabel: t`Register a real account`,
        onConfirm: () => openModal('register'),
      }),
    [requireRealAccount, setPersonalCenter, openModal, t],
  );
}
