import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RG_REALITY_CHECK_MINUTES, RG_SESSION_MINUTES_MAX, RG_SESSION_MINUTES_MIN, endpoints, type RgLimits } from '@portal/api-contract';
import { endpointQueryKey, useEndpointMutation, useEndpointQuery } from '@portal/data-access';
import { formatWhen, useErrorMessage } from '@portal/page-kit';
import { Button, Input, Select } from '@portal/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useRgLimitsUpdate } from '../hooks/useRgLimitsUpdate';
import { StyledCard, StyledCardHint, StyledCardTitle } from './RgCard';

export interface SessionSectionProps {
  limits: RgLimits;
}

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: flex-end;
`;

const StyledNote = styled.p<{ $tone: 'pending' | 'error' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger.text : theme.color.warning.text)};
`;

const StyledSelect = styled.div`
  max-width: 260px;
`;

type IntervalValue = `${(typeof RG_REALITY_CHECK_MINUTES)[number]}`;

/** Session time limit (free-typed minutes, same 24-hour rule) and the reality-check interval. */
export function SessionSection({ limits }: SessionSectionProps) {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const update = useRgLimitsUpdate();
  const queryClient = useQueryClient();
  const session = useEndpointQuery(endpoints.rgSession, {});
  const setLimit = useEndpointMutation(endpoints.rgSessionLimitSet, { onSuccess: update });
  const cancel = useEndpointMutation(endpoints.rgLimitCancel, { onSuccess: update });
  const setInterval = useEndpointMutation(endpoints.rgRealityCheckSet, {
    onSuccess: (value) => queryClient.setQueriesData({ queryKey: endpointQueryKey(endpoints.rgSession) }, value),
  });
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const current = limits.session.minutes;
  const pending = limits.session.pending;
  const pendingWhen = pending ? formatWhen(pending.appliesAt) : '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = Number(text.trim());
    const ok = /^\d+$/.test(text.trim()) && minutes >= RG_SESSION_MINUTES_MIN && minutes <= RG_SESSION_MINUTES_MAX;
    setInvalid(!ok);
    if (ok) setLimit.mutate({ minutes }, { onSuccess: () => setText('') });
  };

  const intervalOptions = RG_REALITY_CHECK_MINUTES.map((m) => ({
    value: String(m) as IntervalValue,
    label: m === 0 ? t`Off` : t`Every ${plural(m, { one: '# minute', other: '# minutes' })}`,
  }));
  const interval = session.data ? (String(session.data.realityCheck.intervalMinutes) as IntervalValue) : null;

  return (
    <>
      <StyledCard aria-labelledby="rg-session-limit">
        <StyledCardTitle id="rg-session-limit">{t`Session time limit`}</StyledCardTitle>
        <StyledCardHint>
          {current === null
            ? t`No session time limit.`
            : t`Each session ends after ${plural(current, { one: '# minute', other: '# minutes' })}; you can log in again 30 minutes later.`}
        </StyledCardHint>
        <StyledForm onSubmit={handleSubmit} noValidate aria-label={t`Change the session time limit`}>
          <Input
            label={t`Minutes per session`}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
            hint={t`From ${RG_SESSION_MINUTES_MIN} to ${RG_SESSION_MINUTES_MAX} minutes`}
            error={invalid ? t`Enter whole minutes from ${RG_SESSION_MINUTES_MIN} to ${RG_SESSION_MINUTES_MAX}` : undefined}
          />
          <Button type="submit" variant="primary" loading={setLimit.isPending && setLimit.variables?.minutes !== null}>
            {t`Save`}
          </Button>
          {current !== null && !(pending && pending.minutes === null) && (
            <Button type="button" variant="secondary" onClick={() => setLimit.mutate({ minutes: null })}>
              {t`Remove`}
            </Button>
          )}
        </StyledForm>
        {pending && (
          <StyledNote $tone="pending" role="status">
            {pending.minutes === null
              ? t`Removal applies on ${pendingWhen}.`
              : t`Changes to ${plural(pending.minutes, { one: '# minute', other: '# minutes' })} on ${pendingWhen}.`}{' '}
            <Button type="button" variant="ghost" size="sm" loading={cancel.isPending} onClick={() => cancel.mutate({ kind: 'session' })}>
              {t`Cancel change`}
            </Button>
          </StyledNote>
        )}
        {(setLimit.error ?? cancel.error) && (
          <StyledNote $tone="error" role="alert">
            {errorMessage(setLimit.error ?? cancel.error)}
          </StyledNote>
        )}
      </StyledCard>
      <StyledCard aria-labelledby="rg-reality-check">
        <StyledCardTitle id="rg-reality-check">{t`Reality check`}</StyledCardTitle>
        <StyledCardHint>{t`A reminder of how long you have played and your net result this session, wherever you are on the site.`}</StyledCardHint>
        <StyledSelect>
          <Select<IntervalValue>
            label={t`Remind me`}
            value={interval}
            options={intervalOptions}
            disabled={!session.data || setInterval.isPending}
            onChange={(value) => setInterval.mutate({ intervalMinutes: RG_REALITY_CHECK_MINUTES.find((m) => String(m) === value) ?? 0 })}
          />
        </StyledSelect>
        {setInterval.error && (
          <StyledNote $tone="error" role="alert">
            {errorMessage(setInterval.error)}
          </StyledNote>
        )}
      </StyledCard>
    </>
  );
}
