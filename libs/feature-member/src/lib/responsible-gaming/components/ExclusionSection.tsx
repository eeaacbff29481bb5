import { useLingui } from '@lingui/react/macro';
import { RG_SELF_EXCLUSION_DURATIONS, RG_TIME_OUT_DURATIONS, endpoints, type RgExclusionRequest } from '@portal/api-contract';
import { activeModalState, portalAlertState, useEndSession, useEndpointMutation } from '@portal/data-access';
import { formatWhen, useErrorMessage } from '@portal/page-kit';
import { Button, Dialog, Select } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { startTransition, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { RG_EXCLUSION_LABELS } from '../constants/RG_EXCLUSION_LABELS';
import { StyledCard, StyledCardHint, StyledCardTitle } from './RgCard';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: flex-end;

  > div {
    min-width: 220px;
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger.text};
`;

type TimeOut = (typeof RG_TIME_OUT_DURATIONS)[number];
type SelfExclusion = (typeof RG_SELF_EXCLUSION_DURATIONS)[number];

/**
 * Time-out (24 hours, 7 days, 30 days) and self-exclusion (6 months to permanent): after a
 * confirmation the session ends at once and login is refused until the end (docs/product/responsible-gaming.md).
 */
export function ExclusionSection() {
  const { t, i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const endSession = useEndSession();
  const setAlert = useSetAtom(portalAlertState);
  const setModal = useSetAtom(activeModalState);
  const navigate = useNavigate();
  const [timeOut, setTimeOut] = useState<TimeOut>('24h');
  const [selfExclusion, setSelfExclusion] = useState<SelfExclusion>('6m');
  const [confirming, setConfirming] = useState<RgExclusionRequest | null>(null);
  const exclude = useEndpointMutation(endpoints.rgExclude, {
    onSuccess: async (value) => {
      setConfirming(null);
      const until = value.until === null ? null : formatWhen(value.until);
      // The session ends and the member centre closes in one render (the router updates in a
      // transition; a guest on a centre address would be asked to log in).
      let ending: Promise<void> = Promise.resolve();
      startTransition(() => {
        navigate('/', { replace: true });
        ending = endSession({ revoke: false });
      });
      await ending;
      setModal(null);
      setAlert({
        tone: 'info',
        title: value.kind === 'time_out' ? t`Time-out started` : t`Self-exclusion started`,
        message:
          value.kind === 'time_out'
            ? t`You have been logged out. You can log in again from ${until}.`
            : until === null
              ? t`You have been logged out and your account is permanently self-excluded.`
              : t`You have been logged out. Your account is self-excluded until ${until}.`,
      });
    },
  });
  const durationText = confirming ? i18n._(RG_EXCLUSION_LABELS[confirming.duration]).toLowerCase() : '';

  return (
    <StyledCard aria-labelledby="rg-exclusion">
      <StyledCardTitle id="rg-exclusion">{t`Take a break`}</StyledCardTitle>
      <StyledCardHint>
        {t`A time-out or self-exclusion starts at once and logs you out. It cannot be shortened or undone here. Withdrawals you have already requested are still paid: request a withdrawal of your balance first if you want it paid out.`}
      </StyledCardHint>
      <StyledRow>
        <Select<TimeOut>
          label={t`Time-out`}
          value={timeOut}
          options={RG_TIME_OUT_DURATIONS.map((d) => ({ value: d, label: i18n._(RG_EXCLUSION_LABELS[d]) }))}
          onChange={setTimeOut}
        />
        <Button type="button" variant="secondary" onClick={() => setConfirming({ kind: 'time_out', duration: timeOut })}>
          {t`Take a time-out`}
        </Button>
      </StyledRow>
      <StyledRow>
        <Select<SelfExclusion>
          label={t`Self-exclusion`}
          value={selfExclusion}
          options={RG_SELF_EXCLUSION_DURATIONS.map((d) => ({ value: d, label: i18n._(RG_EXCLUSION_LABELS[d]) }))}
          onChange={setSelfExclusion}
        />
        <Button type="button" variant="danger" onClick={() => setConfirming({ kind: 'self_exclusion', duration: selfExclusion })}>
          {t`Self-exclude`}
        </Button>
      </StyledRow>
      {exclude.error && <StyledError role="alert">{errorMessage(exclude.error)}</StyledError>}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        variant="confirm"
        title={confirming?.kind === 'time_out' ? t`Take a time-out?` : t`Self-exclude?`}
        confirmLabel={confirming?.kind === 'time_out' ? t`Start the time-out` : t`Self-exclude me`}
        cancelLabel={t`Cancel`}
        confirmVariant="danger"
        confirmLoading={exclude.isPending}
        onConfirm={() => confirming && exclude.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.duration === 'permanent'
          ? t`You will be logged out now and will not be able to log in again. This cannot be undone.`
          : t`You will be logged out now and will not be able to log in for ${durationText}. This cannot be shortened.`}
      </Dialog>
    </StyledCard>
  );
}
