import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { TRIAL_MEMBER_TYPE, activeModalState, portalAlertState, sessionTokenState, useEndpointQuery, useMemberInfo } from '@portal/data-access';
import { Modal, Spinner } from '@portal/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { PERSONAL_CENTER_PAGE_LABELS } from '../constants/PERSONAL_CENTER_PAGE_LABELS';
import { isPersonalCenterPage, type PersonalCenterPage } from '../constants/PERSONAL_CENTER_PAGES';
import { PERSONAL_CENTER_VIEWS } from '../constants/PERSONAL_CENTER_VIEWS';
import { PERSONAL_CENTER_WIDTH } from '../constants/PERSONAL_CENTER_WIDTH';
import { usePersonalCenterAddress } from '../hooks/usePersonalCenterAddress';
import { getPersonalCenterEntries } from '../utils/getPersonalCenterEntries';
import { PersonalCenterMenu } from './PersonalCenterMenu';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  height: min(760px, calc(100vh - ${({ theme }) => theme.spacing(24)}));
`;

const StyledAside = styled.div`
  overflow: auto;
  border-right: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.sunken};
`;

const StyledMain = styled.section`
  min-width: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing(6)};
`;

const StyledPageTitle = styled.h3`
  margin: ${({ theme }) => theme.spacing(0, 0, 5)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledCentered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(10)};
`;

/**
 * The personal-centre overlay (spec §2, §6), driven by `?member=<pageId>` on any route
 * (docs/product/member-centre.md): title, left menu, the chosen page, a close button. It shows
 * only once the member, the mission count and the page's chunk are loaded. Guests get the login
 * modal (the address stays, so logging in opens the page); a trial account gets the
 * in_need_true_account warning and the address is dropped.
 */
export function PersonalCenterOverlay() {
  const { t, i18n } = useLingui();
  const { page: requested, goTo, close, hrefFor } = usePersonalCenterAddress();
  const token = useAtomValue(sessionTokenState);
  const openModal = useSetAtom(activeModalState);
  const setAlert = useSetAtom(portalAlertState);
  const { data: member } = useMemberInfo();
  const isReal = Boolean(token) && member !== undefined && member.type !== TRIAL_MEMBER_TYPE;
  const missions = useEndpointQuery(endpoints.missionSummary, {}, { enabled: requested !== null && isReal, staleTime: 60_000 });

  const entries = useMemo(
    () =>
      getPersonalCenterEntries({
        missionCount: missions.data?.count ?? 0,
        toUpline: member?.toUpline ?? false,
        available: (page) => PERSONAL_CENTER_VIEWS[page] !== undefined,
      }),
    [missions.data?.count, member?.toUpline],
  );
  const page: PersonalCenterPage | null =
    requested !== null && isPersonalCenterPage(requested) && entries.some((entry) => entry.page === requested) ? requested : null;

  // Guests: the login modal; the address stays so the page opens once they are in.
  useEffect(() => {
    if (requested !== null && !token) openModal('login');
  }, [requested, token, openModal]);

  // Trial accounts: the real-account warning, and the overlay does not open.
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

  // An unknown page, or one this member does not have: the first entry instead.
  const fallback = entries[0]?.page;
  useEffect(() => {
    if (requested !== null && isReal && page === null && fallback !== undefined) goTo(fallback, { replace: true });
  }, [requested, isReal, page, fallback, goTo]);

  // Shows only once loaded: the member, the mission count and the first page's chunk.
  const [loadedPage, setLoadedPage] = useState<PersonalCenterPage | null>(null);
  useEffect(() => {
    if (page === null) return;
    let cancelled = false;
    void PERSONAL_CENTER_VIEWS[page]?.preload().then(
      () => !cancelled && setLoadedPage(page),
      () => !cancelled && setLoadedPage(page), // the page's error boundary shows the failure
    );
    return () => {
      cancelled = true;
    };
  }, [page]);
  const [shown, setShown] = useState(false);
  const currentLinkRef = useRef<HTMLAnchorElement>(null);
  const ready = page !== null && isReal && !missions.isPending && (shown || loadedPage === page);
  useEffect(() => {
    setShown(ready || (page !== null && shown));
  }, [ready, page, shown]);

  if (!ready || page === null) return null;
  const View = PERSONAL_CENTER_VIEWS[page]?.Component;
  return (
    <Modal
      open
      onClose={close}
      title={t`Member centre`}
      closeLabel={t`Close member centre`}
      width={PERSONAL_CENTER_WIDTH}
      initialFocusRef={currentLinkRef}
      flush
    >
      <StyledLayout>
        <StyledAside>
          <PersonalCenterMenu entries={entries} current={page} hrefFor={hrefFor} currentRef={currentLinkRef} />
        </StyledAside>
        <StyledMain aria-labelledby="personal-center-page-title">
          <StyledPageTitle id="personal-center-page-title">{i18n._(PERSONAL_CENTER_PAGE_LABELS[page])}</StyledPageTitle>
          <Suspense
            fallback={
              <StyledCentered>
                <Spinner size="lg" label={t`Loading`} />
              </StyledCentered>
            }
          >
            {View && <View />}
          </Suspense>
        </StyledMain>
      </StyledLayout>
    </Modal>
  );
}
