import { useLingui } from '@lingui/react/macro';
import { endpoints, type RgLimit } from '@portal/api-contract';
import { useBrand } from '@portal/brand';
import { useEndpointMutation } from '@portal/data-access';
import { formatWhen, useErrorMessage } from '@portal/page-kit';
import { Button, Input, Money, formatMoney } from '@portal/ui-kit';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { RG_KIND_LABELS } from '../constants/RG_KIND_LABELS';
import { RG_PERIOD_LABELS } from '../constants/RG_PERIOD_LABELS';
import { useRgLimitsUpdate } from '../hooks/useRgLimitsUpdate';
import { parseLimitAmount } from '../utils/parseLimitAmount';

export interface LimitRowProps {
  limit: RgLimit;
}

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: 110px minmax(120px, 1fr) minmax(120px, 1fr) minmax(280px, 1.6fr);
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: start;
  padding: ${({ theme }) => theme.spacing(3, 0)};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};

  /* A phone: the period above, limit and use side by side, the form across the width (docs/product/phone-layout.md). */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing(2, 3)};

    & > :first-child,
    & > form {
      grid-column: 1 / -1;
    }
  }
`;

const StyledCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledValue = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: flex-start;

  ${({ theme }) => theme.media.phone} {
    & > :first-child {
      flex: 1 1 100%;
    }

    & > button {
      flex: 1 1 0;
    }
  }
`;

const StyledNote = styled.p<{ $tone: 'pending' | 'error' | 'ok' }>`
  margin: 0;
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger.text : $tone === 'pending' ? theme.color.warning.text : theme.color.text.secondary)};
`;

/** One limit (kind × period): current, used, what remains; a free-typed new amount, removal, the pending change and its cancel. */
export function LimitRow({ limit }: LimitRowProps) {
  const { t, i18n } = useLingui();
  const { currency } = useBrand();
  const errorMessage = useErrorMessage();
  const update = useRgLimitsUpdate();
  const set = useEndpointMutation(endpoints.rgLimitSet, { onSuccess: update });
  const cancel = useEndpointMutation(endpoints.rgLimitCancel, { onSuccess: update });
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const name = `${i18n._(RG_KIND_LABELS[limit.kind])} · ${i18n._(RG_PERIOD_LABELS[limit.period])}`;
  const failure = set.error ?? cancel.error;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseLimitAmount(text, currency.thousandsSeparator, currency.decimalSeparator, currency.decimals);
    setInvalid(amount === null);
    if (amount !== null) set.mutate({ kind: limit.kind, period: limit.period, amount }, { onSuccess: () => setText('') });
  };

  const pending = limit.pending;
  const pendingWhen = pending ? formatWhen(pending.appliesAt) : '';
  const pendingAmount = pending?.amount ? formatMoney(pending.amount, currency) : '';
  return (
    <StyledRow role="group" aria-label={name}>
      <StyledCell>
        <StyledValue>{i18n._(RG_PERIOD_LABELS[limit.period])}</StyledValue>
      </StyledCell>
      <StyledCell>
        <StyledLabel>{t`Limit`}</StyledLabel>
        <StyledValue>{limit.amount === null ? t`No limit` : <Money value={limit.amount} />}</StyledValue>
      </StyledCell>
      <StyledCell>
        <StyledLabel>{t`Used · left`}</StyledLabel>
        <StyledValue>
          <Money value={limit.used} />
          {limit.remaining !== null && (
            <>
              {' · '}
              <Money value={limit.remaining} />
            </>
          )}
        </StyledValue>
      </StyledCell>
      <StyledForm onSubmit={handleSubmit} noValidate aria-label={t`Change ${name}`}>
        <Input
          label={t`New limit for ${name}`}
          hideLabel
          placeholder={t`New amount`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          startAdornment={<span aria-hidden="true">{currency.symbol}</span>}
          error={invalid ? t`Enter an amount above zero` : undefined}
        />
        <Button type="submit" variant="primary" loading={set.isPending && set.variables?.amount !== null}>
          {t`Save`}
        </Button>
        {limit.amount !== null && !(pending && pending.amount === null) && (
          <Button
            type="button"
            variant="secondary"
            loading={set.isPending && set.variables?.amount === null}
            onClick={() => set.mutate({ kind: limit.kind, period: limit.period, amount: null })}
          >
            {t`Remove`}
          </Button>
        )}
        {pending && (
          <StyledNote $tone="pending" role="status">
            {pending.amount === null ? t`Removal applies on ${pendingWhen}.` : t`Changes to ${pendingAmount} on ${pendingWhen}.`}{' '}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              loading={cancel.isPending}
              onClick={() => cancel.mutate({ kind: limit.kind, period: limit.period })}
            >
              {t`Cancel change`}
            </Button>
          </StyledNote>
        )}
        {failure && (
          <StyledNote $tone="error" role="alert">
            {errorMessage(failure)}
          </StyledNote>
        )}
      </StyledForm>
    </StyledRow>
  );
}
