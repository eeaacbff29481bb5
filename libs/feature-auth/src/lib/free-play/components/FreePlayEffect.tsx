import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { activeModalState, portalAlertState, usePlatformClient, useStartSession } from '@portal/data-access';
import { Spinner } from '@portal/ui-kit';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useErrorMessage } from '@portal/page-kit';
import { osName } from '../utils/osName';

const StyledFreePlayOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.surface.backdrop};
`;

/**
 * Free demo (FREEPLAY3): when a feature sets activeModalState('freePlay'), logs in a trial account
 * (type 4) and goes to /, with a spinner meanwhile and a warning dialog on failure.
 */
export function FreePlayEffect() {
  const { t } = useLingui();
  const [modal, setModal] = useAtom(activeModalState);
  const setAlert = useSetAtom(portalAlertState);
  const client = usePlatformClient();
  const startSession = useStartSession();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const running = useRef(false);

  useEffect(() => {
    if (modal !== 'freePlay' || running.current) return;
    running.current = true;
    void (async () => {
      try {
        const value = await client.call(endpoints.freePlayLogin, { os: osName(), platform: 'W', version: 3 });
        await startSession(value);
        setModal(null);
        navigate('/');
      } catch (error) {
        setModal(null);
        setAlert({ tone: 'warning', title: t`Free demo unavailable`, message: errorMessage(error), confirmLabel: t`Confirm` });
      } finally {
        running.current = false;
      }
    })();
  }, [modal, client, startSession, setModal, navigate, setAlert, errorMessage, t]);

  if (modal !== 'freePlay') return null;
  return (
    <StyledFreePlayOverlay>
      <Spinner size="lg" label={t`Starting the free demo…`} />
    </StyledFreePlayOverlay>
  );
}
