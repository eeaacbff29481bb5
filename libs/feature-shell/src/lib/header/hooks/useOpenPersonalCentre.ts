import { useLingui } from '@lingui/react/macro';
import { PERSONAL_CENTRE_PARAM, activeModalState, useRequireRealAccount } from '@portal/data-access';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Opens the personal-centre overlay on a page by putting `?member=<page>` in the address (the
 * member feature renders it; docs/product/member-centre.md). It needs a session and a real
 * account (docs/product/member-centre.md): guests get the login modal, a trial account the in_need_true_account warning
 * whose confirm (in_increase_submit) leads to registration.
 */
export function useOpenPersonalCentre() {
  const { t } = useLingui();
  const requireRealAccount = useRequireRealAccount();
  const [, setSearchParams] = useSearchParams();
  const openModal = useSetAtom(activeModalState);
  return useCallback(
    (page: string) =>
      requireRealAccount(
        () =>
          setSearchParams((params) => {
            const next = new URLSearchParams(params);
            next.set(PERSONAL_CENTRE_PARAM, page);
            return next;
          }),
        {
          tone: 'warning',
          message: t`This needs a real account. Register one to deposit, withdraw and see your records.`,
          confirmLabel: t`Register a real account`,
          onConfirm: () => openModal('register'),
        },
      ),
    [requireRealAccount, setSearchParams, openModal, t],
  );
}
