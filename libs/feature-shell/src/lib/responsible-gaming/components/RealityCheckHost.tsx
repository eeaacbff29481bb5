import { useLingui } from '@lingui/react/macro';
import type { RgSession } from '@portal/api-contract';
import { PERSONAL_CENTER_PARAM, useEndSession } from '@portal/data-access';
import { Button, Modal, Money } from '@portal/ui-kit';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useRgSession } from '../hooks/useRgSession';
import { formatDuration } from '../utils/formatDuration';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: ${({ theme }) => theme.spacing(2, 6)};
  margin: 0 0 ${({ theme }) => theme.spacing(4)};

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: right;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  justify-content: flex-end;
`;

/**
 * The reality check (docs/product/responsible-gaming.md): when the interval the player chose
 * elapses, wherever they are (the game page too), a dialog shows the time played and the net
 * result of this session, with continue, the betting record and log out.
 */
export function RealityCheckHost() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const endSession = useEndSession();
  const session = useRgSession();
  const [shown, setShown] = useState<RgSession | null>(null);
  const { data, dataUpdatedAt, refetch } = session;

  useEffect(() => {
    const nextAt = data?.realityCheck.nextAt;
    if (!data || shown || nextAt === null || nextAt === undefined) return;
    // The server's clock decides: wait what is left of the interval at the time of the answer.
    const delay = Math.max(0, nextAt - data.now - (Date.now() - dataUpdatedAt));
    const id = window.setTimeout(async () => {
      const fresh = await refetch();
      if (fresh.data) setShown(fresh.data);
    }, delay + 200);
    return () => window.clearTimeout(id);
  }, [data, dataUpdatedAt, shown, refetch]);

  const played = shown ? formatDuration(shown.playedMs) : '';
  return (
    <Modal open={shown !== null} onClose={() => setShown(null)} title={t`Reality check`} closeOnBackdropClick={false} width={420}>
      {shown && (
        <>
          <StyledFacts>
            <dt>{t`Time played this session`}</dt>
            <dd>{played}</dd>
            <dt>{t`Net result this session`}</dt>
            <dd data-testid="reality-check-net">
              <Money value={shown.net} signed />
            </dd>
          </StyledFacts>
          <StyledActions>
            <Button
              variant="secondary"
              onClick={() => {
                setShown(null);
                navigate({ search: `?${PERSONAL_CENTER_PARAM}=personalHistoryCopy` });
              }}
            >
              {t`View betting record`}
            </Button>
            <Button
              variant="secondary"
              onClick={async () => {
                setShown(null);
                await endSession();
                navigate('/');
              }}
            >
              {t`Log out`}
            </Button>
            <Button variant="primary" onClick={() => setShown(null)}>
              {t`Continue playing`}
            </Button>
          </StyledActions>
        </>
      )}
    </Modal>
  );
}
