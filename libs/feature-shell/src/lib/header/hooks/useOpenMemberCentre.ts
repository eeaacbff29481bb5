import { useLingui } from '@lingui/react/macro';
import { activeModalState, useRequireRealAccount } from '@portal/data-access';
import { useMemberCentreAddress, type CentreScreen, type MemberCentrePage } from '@portal/page-kit';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * Opens the member-centre overlay on a page by putting `?member=<page>` in the address (the
 * member feature renders it; docs/product/member-centre.md), the route's other parameters kept.
 * It needs a session and a real account (docs/product/member-centre.md): guests get the login
 * modal, a trial account the in_need_true_account warning whose confirm (in_increase_submit)
 * leads to registration.
 */
export function useOpenMemberCentre() {
  const { t } = useLingui();
  const requireRealAccount = useRequireRealAccount();
  const { goTo } = useMemberCentreAddress();
  const openModal = useSetAtom(activeModalState);
  return useCallback(
    (page: CentreScreen<MemberCentrePage>) =>
      requireRealAccount(() => goTo(page), {
        tone: 'warning',
        message: t`This needs a real account. Register one to deposit, withdraw and see your records.`,
        confirmLabel: t`Register a real account`,
        onConfirm: () => openModal('register'),
      }),
    [requireRealAccount, goTo, openModal, t],
  );
}
