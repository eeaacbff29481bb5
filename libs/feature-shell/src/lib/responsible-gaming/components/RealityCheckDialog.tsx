import { useLingui } from '@lingui/react/macro';
import type { RgSession } from '@portal/api-contract';
import { useEndSession } from '@portal/data-access';
import { useMemberCentreAddress } from '@portal/page-kit';
import { Button, DIALOG_WIDTH, Modal, Money } from '@portal/ui-kit';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
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

export interface RealityCheckDialogProps {
  /** The session summary fetched when the interval elapsed. */
  session: RgSession;
  onClose: () => void;
}

/** The reality-check dialog, a dialog's width (loaded when first due, so its dialog code is off the start bundle). */
export function RealityCheckDialog({ session, onClose }: RealityCheckDialogProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const memberCentre = useMemberCentreAddress();
  const endSession = useEndSession();
  const played = formatDuration(session.playedMs);
  return (
    <Modal open onClose={onClose} title={t`Reality check`} closeOnBackdropClick={false} width={DIALOG_WIDTH}>
      <StyledFacts>
        <dt>{t`Time played this session`}</dt>
        <dd>{played}</dd>
        <dt>{t`Net result this session`}</dt>
        <dd data-testid="reality-check-net">
          <Money value={session.net} signed />
        </dd>
      </StyledFacts>
      <StyledActions>
        <Button
          variant="secondary"
          onClick={() => {
            onClose();
            memberCentre.goTo('personalHistoryCopy');
          }}
        >
          {t`View betting record`}
        </Button>
        <Button
          variant="secondary"
          onClick={async () => {
            onClose();
            await endSession();
            navigate('/');
          }}
        >
          {t`Log out`}
        </Button>
        <Button variant="primary" onClick={() => onClose()}>
          {t`Continue playing`}
        </Button>
      </StyledActions>
    </Modal>
  );
}
