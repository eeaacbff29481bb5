import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { missionSummaryEndpoint } from '@portal/api-contract';
import {
  MEMBER_CENTRE_PARAM,
  TRIAL_MEMBER_TYPE,
  activeModalState,
  portalAlertState,
  sessionTokenState,
  useEndpointQuery,
  useMemberInfo,
} from '@portal/data-access';
import { CentreOverlay, useMemberCentreAddress, type CentreEntry, type MemberCentrePage } from '@portal/page-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { MEMBER_CENTRE_VIEWS } from '../constants/MEMBER_CENTRE_VIEWS';
import { MEMBER_CENTRE_WIDTH } from '../constants/MEMBER_CENTRE_WIDTH';
import { getMemberCentreEntries } from '../utils/getMemberCentreEntries';

/**
 * The member centre at `?member=<pageId>` on any route (docs/product/member-centre.md),
 * on the centres' one machinery (page-kit's `CentreOverlay`: menu, lazy pages, history, the
 * phone's screens). It shows once the member and the mission count are loaded. Guests get the
 * login modal (the address stays, so logging in opens the page); a trial account gets the
 * in_need_true_account warning and the address is dropped.
 */
export function MemberCentreOverlay() {
  const { t } = useLingui();
  const { page: requested, close } = useMemberCentreAddress();
  const token = useAtomValue(sessionTokenState);
  const openModal = useSetAtom(activeModalState);
  const setAlert = useSetAtom(portalAlertState);
  const { data: member } = useMemberInfo();
  const isReal = Boolean(token) && member !== undefined && member.type !== TRIAL_MEMBER_TYPE;
  const missions = useEndpointQuery(missionSummaryEndpoint, {}, { enabled: requested !== null && isReal, staleTime: 60_000 });
  const missionCount = missions.data?.count ?? 0;
  const toUpline = member?.toUpline ?? false;

  const entries = useMemo<CentreEntry<MemberCentrePage>[]>(
    () =>
      getMemberCentreEntries({ missionCount, toUpline }).map(({ page, badge }) =>
        badge === undefined ? { page } : { page, badge: { count: badge, label: t({ message: plural(badge, { one: '# mission', other: '# missions' }) }) } },
      ),
    [missionCount, toUpline, t],
  );

  // Guests: the login modal; the address stays so the page opens once they are in.
  useEffect(() => {
    if (requested !== null && !token) openModal('login');
  }, [requested, token, openModal]);

  // Trial accounts: the real-account warning, and the centre does not open.
  useEffect(() => {
    if (requested === null || member?.type !== TRIAL_MEMBER_TYPE) return;
    close();
    setAlert({
      tone: 'warning',
      message: t`This needs a real account. Register one to deposit, withdraw and see your records.`,
      confirmLabel: t`Register a real account`,
      onConfirm: () => openModal('register'),
    });
  }, [requested, member?.type, close, setAlert, openModal, t]);

  return (
    <CentreOverlay<MemberCentrePage>
      param={MEMBER_CENTRE_PARAM}
      pages={MEMBER_CENTRE_VIEWS}
      entries={entries}
      ready={isReal && !missions.isPending}
      title={t`Member centre`}
      closeLabel={t`Close member centre`}
      menuLabel={t`Member centre menu`}
      width={MEMBER_CENTRE_WIDTH}
    />
  );
}
