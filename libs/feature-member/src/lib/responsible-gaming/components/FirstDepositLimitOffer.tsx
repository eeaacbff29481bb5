import { useLingui } from '@lingui/react/macro';
import { endpoints, RG_LIMIT_PERIODS, type RgLimitPeriod } from '@portal/api-contract';
import { useBrand } from '@portal/brand';
import { useEndpointMutation } from '@portal/data-access';
import { useErrorMessage } from '@portal/page-kit';
import { Button, Input, Select, formatMoney } from '@portal/ui-kit';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { RG_PERIOD_LABELS } from '../constants/RG_PERIOD_LABELS';
import { FIRST_DEPOSIT_OFFER_DISMISS_KEY, readFirstDepositOfferDismissed, useFirstDepositOffer } from '../hooks/useFirstDepositOffer';
import { useRgLimitsUpdate } from '../hooks/useRgLimitsUpdate';
import { parseLimitAmount } from '../utils/parseLimitAmount';
import { StyledCard, StyledCardHint, StyledCardTitle } from './RgCard';

/** One compact row: period, amount, actions (wraps on narrow screens). */
const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 240px));
  gap: ${({ theme }) => theme.spacing(2, 3)};
  align-items: start;
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-self: end;
`;

const StyledNote = styled.p<{ $tone: 'error' | 'ok' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger.text : theme.color.text.secondary)};
`;

/**
 * Offered above the deposit channels while the member has never deposited and has no deposit
 * limit (docs/product/responsible-gaming.md): pick 24 hours / 7 days / 30 days, type an amount,
 * saved through rgLimitSet. "Not now" hides it for this browser session.
 */
export function FirstDepositLimitOffer() {
  const { t, i18n } = useLingui();
  const { currency } = useBrand();
  const errorMessage = useErrorMessage();
  const offer = useFirstDepositOffer();
  const update = useRgLimitsUpdate();
  const set = useEndpointMutation(endpoints.rgLimitSet, { onSuccess: update });
  const [dismissed, setDismissed] = useState(readFirstDepositOfferDismissed);
  const [period, setPeriod] = useState<RgLimitPeriod>('day');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState<{ amount: number; period: RgLimitPeriod } | null>(null);

  const dismiss = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(FIRST_DEPOSIT_OFFER_DISMISS_KEY, '1');
    } catch {
      // Storage unavailable (private mode): the offer is hidden for this page view only.
    }
  };

  if (dismissed) return null;
  if (saved) {
    const amount = formatMoney(saved.amount, currency);
    const periodLabel = i18n._(RG_PERIOD_LABELS[saved.period]);
    return (
      <StyledCard aria-label={t`Deposit limit`}>
        <StyledNote $tone="ok" role="status">
          {t`Deposit limit set: ${amount} per ${periodLabel}. You can change it on the responsible gaming page.`}
        </StyledNote>
        <StyledActions>
          <Button type="button" variant="ghost" size="sm" onClick={dismiss}>
            {t`Close`}
          </Button>
        </StyledActions>
      </StyledCard>
    );
  }
  if (offer !== 'offer') return null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseLimitAmount(text, currency.thousandsSeparator, currency.decimalSeparator, currency.decimals);
    setInvalid(amount === null);
    if (amount !== null) set.mutate({ kind: 'deposit', period, amount }, { onSuccess: () => setSaved({ amount, period }) });
  };

  return (
    <StyledCard aria-labelledby="rg-first-deposit-offer">
      <StyledCardTitle id="rg-first-deposit-offer">{t`Set a deposit limit before your first deposit?`}</StyledCardTitle>
      <StyledCardHint>{t`Choose how much you can deposit at most. A lower limit applies at once; raising or removing it later takes 24 hours.`}</StyledCardHint>
      <StyledForm onSubmit={handleSubmit} noValidate aria-label={t`Deposit limit`}>
        <Select<RgLimitPeriod>
          label={t`Period`}
          value={period}
          options={RG_LIMIT_PERIODS.map((p) => ({ value: p, label: i18n._(RG_PERIOD_LABELS[p]) }))}
          onChange={setPeriod}
        />
        <Input
          label={t`Deposit limit amount`}
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
        <StyledActions>
          <Button type="submit" variant="primary" loading={set.isPending}>
            {t`Set limit`}
          </Button>
          <Button type="button" variant="ghost" onClick={dismiss}>
            {t`Not now`}
          </Button>
        </StyledActions>
      </StyledForm>
      {set.error && (
        <StyledNote $tone="error" role="alert">
          {errorMessage(set.error)}
        </StyledNote>
      )}
    </StyledCard>
  );
}
