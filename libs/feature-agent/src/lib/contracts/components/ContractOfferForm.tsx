import { useLingui } from '@lingui/react/macro';
import {
  CONTRACT_FIXED_AMOUNT_RULES,
  ERROR_KEY,
  contractOfferFloor,
  contractOfferRefusal,
  endpoints,
  type ContractKind,
  type ContractOfferPay,
  type ContractOfferRefusal,
  type ContractTierCents,
} from '@portal/api-contract';
import { useBrand } from '@portal/brand';
import { useEndpointMutation } from '@portal/data-access';
import { ERROR_MESSAGES, amountText, useErrorMessage } from '@portal/page-kit';
import { Button, Input, Select, useFormatMoney } from '@portal/ui-kit';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormMessage } from '../../shared/components/FormMessage';

export interface ContractOfferFormProps {
  kind: ContractKind;
  /** The agent's own tiers of this kind, in cents: what an offer may not beat. */
  own: readonly ContractTierCents[];
  /** After an offer was sent. */
  onSent: () => void;
}

type PayKind = 'rate' | 'fixed';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: start;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The button under the fields; across the width on a phone, as in the centres' other forms. */
const StyledActions = styled.div`
  display: flex;

  ${({ theme }) => theme.media.phone} {
    & > * {
      flex: 1;
    }
  }
`;

/** A decimal as typed ("12.5"), or null when it is not one. */
const numberOf = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : null);
const lowest = (values: number[]) => (values.length > 0 ? Math.min(...values) : null);

/**
 * The offer of a one-tier contract to a direct downline agent (docs/product/agent-centre.md
 * "Contract requests"): team turnover and active members at least, and a rate (or, for a daily
 * salary, a fixed amount). The thresholds start at the agent's own lowest tier; beside each field
 * stands the lowest (or highest) value the agent's own contract allows for what is typed. Before
 * the offer is sent it is checked with the platform's own rule (`contractOfferRefusal`), so a
 * refusal shows at once in the same words; the platform still decides.
 */
export function ContractOfferForm({ kind, own, onSent }: ContractOfferFormProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorMessage();
  const formatMoney = useFormatMoney();
  const { decimals } = useBrand().currency;
  const propose = useEndpointMutation(endpoints.proposeContract, { onSuccess: onSent });

  const lowestRate = lowest(own.flatMap((tier) => (tier.rate !== null && tier.rate > 0 ? [tier.rate] : [])));
  const lowestFixed = lowest(own.flatMap((tier) => (tier.fixedAmount !== null && tier.fixedAmount > 0 ? [tier.fixedAmount] : [])));
  const bestRate = Math.max(0, ...own.map((tier) => tier.rate ?? 0));
  const bestFixed = Math.max(0, ...own.map((tier) => tier.fixedAmount ?? 0));
  const canPayFixed = kind === 'daily' && lowestFixed !== null;
  /** The lowest pay of the agent's own contract of a kind of pay, or null when it has none of that kind. */
  const lowestPay = (payKind: PayKind): ContractOfferPay | null =>
    payKind === 'fixed'
      ? lowestFixed === null
        ? null
        : { rate: null, fixedAmount: lowestFixed }
      : lowestRate === null
        ? null
        : { rate: lowestRate, fixedAmount: null };
  /** The thresholds the form starts with for a kind of pay: where the agent's own contract starts paying it. */
  const startingThresholds = (payKind: PayKind) => {
    const pay = lowestPay(payKind);
    const floor = pay ? contractOfferFloor(own, pay) : null;
    return { turnover: amountText((floor?.minTurnover ?? 0) / 100, decimals), active: String(floor?.minActiveMembers ?? 0) };
  };

  const [payKind, setPayKind] = useState<PayKind>(lowestRate === null && canPayFixed ? 'fixed' : 'rate');
  const [toUsername, setToUsername] = useState('');
  const [minTurnover, setMinTurnover] = useState(() => startingThresholds(payKind).turnover);
  const [minActive, setMinActive] = useState(() => startingThresholds(payKind).active);
  const [payText, setPayText] = useState('');
  /** The outcome of the last submit's check: a field left wrong, or the rule's refusal. */
  const [checked, setChecked] = useState<{ missing: 'username' | 'thresholds' | 'pay' } | { refusal: ContractOfferRefusal | null } | null>(null);

  const turnover = numberOf(minTurnover);
  const active = numberOf(minActive);
  const payNumber = numberOf(payText);
  const pay: ContractOfferPay | null =
    payNumber === null || !(payNumber > 0)
      ? null
      : payKind === 'rate'
        ? { rate: payNumber / 100, fixedAmount: null }
        : { rate: null, fixedAmount: Math.round(payNumber * 100) };
  const floorPay = pay ?? lowestPay(payKind);
  const floor = floorPay ? contractOfferFloor(own, floorPay) : null;
  const highestFixed = Math.min(
    bestFixed,
    turnover === null ? bestFixed : Math.floor(Math.round(turnover * 100) * CONTRACT_FIXED_AMOUNT_RULES.maxShareOfTurnover),
  );

  const turnoverHint = floor ? t`Lowest allowed: ${formatMoney(floor.minTurnover / 100)}` : undefined;
  const activeHint = floor ? t`Lowest allowed: ${i18n.number(floor.minActiveMembers)}` : undefined;
  const payHint =
    payKind === 'rate'
      ? t`Highest allowed: ${i18n.number(bestRate, { style: 'percent', maximumFractionDigits: 3 })}`
      : t`Highest allowed: ${formatMoney(highestFixed / 100)}`;
  const refusal = checked && 'refusal' in checked ? checked.refusal : null;
  const missing = checked && 'missing' in checked ? checked.missing : null;
  const thresholdsRefused = refusal === ERROR_KEY.contractThresholdsTooLow || refusal === ERROR_KEY.contractFixedAmountThresholds;
  const payRefused = refusal === ERROR_KEY.contractRateTooHigh || refusal === ERROR_KEY.contractFixedAmountThresholds;

  /** Any change: the last check and the platform's last answer no longer apply. */
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setChecked(null);
    propose.reset();
  };
  const choosePay = (next: PayKind) => {
    setPayKind(next);
    const start = startingThresholds(next);
    setMinTurnover(start.turnover);
    setMinActive(start.active);
    setPayText('');
    setChecked(null);
    propose.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (propose.isPending) return;
    const username = toUsername.trim();
    if (!username) return setChecked({ missing: 'username' });
    if (turnover === null || active === null || !Number.isInteger(active)) return setChecked({ missing: 'thresholds' });
    if (pay === null) return setChecked({ missing: 'pay' });
    const found = contractOfferRefusal(own, [{ minTurnover: Math.round(turnover * 100), minActiveMembers: active, ...pay }]);
    setChecked({ refusal: found });
    if (found) return;
    propose.mutate({
      toUsername: username,
      kind,
      tiers: [{ minTurnover: turnover, minActiveMembers: active, rate: pay.rate, fixedAmount: pay.fixedAmount === null ? null : pay.fixedAmount / 100 }],
    });
  };

  const fixedTurnover = formatMoney(CONTRACT_FIXED_AMOUNT_RULES.minTurnover);
  const fixedActive = i18n.number(CONTRACT_FIXED_AMOUNT_RULES.minActiveMembers);
  const fixedShare = i18n.number(CONTRACT_FIXED_AMOUNT_RULES.maxShareOfTurnover, { style: 'percent', maximumFractionDigits: 2 });
  const fixedRules = t`A fixed salary also needs at least ${fixedTurnover} of team turnover and ${fixedActive} active members, and pays at most ${fixedShare} of that turnover.`;
  const alert = refusal ? i18n._(ERROR_MESSAGES[refusal]) : propose.isError ? errorText(propose.error) : null;
  return (
    <StyledForm onSubmit={submit} noValidate aria-label={t`Offer a contract to a direct downline agent`}>
      <StyledNote>{t`An offer cannot pay more than your own contract: its team turnover and active members start where your own tiers pay that much.`}</StyledNote>
      {payKind === 'fixed' && <StyledNote>{fixedRules}</StyledNote>}
      <StyledFields>
        <Input
          label={t`Downline agent`}
          value={toUsername}
          onChange={(e) => edit(setToUsername)(e.target.value)}
          required
          autoComplete="off"
          error={missing === 'username' ? t`Enter the username of a direct downline agent.` : undefined}
        />
        {canPayFixed && (
          <Select<PayKind>
            label={t`Pays`}
            value={payKind}
            onChange={choosePay}
            options={[
              { value: 'rate', label: t`A share of the turnover` },
              { value: 'fixed', label: t`A fixed amount` },
            ]}
          />
        )}
        <Input
          label={t`Team turnover at least`}
          inputMode="decimal"
          value={minTurnover}
          onChange={(e) => edit(setMinTurnover)(e.target.value)}
          hint={turnoverHint}
          error={missing === 'thresholds' && turnover === null ? t`Enter an amount of 0 or more.` : thresholdsRefused ? turnoverHint : undefined}
        />
        <Input
          label={t`Active members at least`}
          inputMode="numeric"
          value={minActive}
          onChange={(e) => edit(setMinActive)(e.target.value)}
          hint={activeHint}
          error={
            missing === 'thresholds' && (active === null || !Number.isInteger(active))
              ? t`Enter a whole number of 0 or more.`
              : thresholdsRefused
                ? activeHint
                : undefined
          }
        />
        <Input
          label={payKind === 'rate' ? t`Rate (%)` : t`Fixed amount`}
          inputMode="decimal"
          value={payText}
          onChange={(e) => edit(setPayText)(e.target.value)}
          required
          hint={payHint}
          error={missing === 'pay' ? (payKind === 'rate' ? t`Enter a rate above 0.` : t`Enter an amount above 0.`) : payRefused ? payHint : undefined}
        />
      </StyledFields>
      <StyledActions>
        <Button type="submit" loading={propose.isPending}>
          {t`Send offer`}
        </Button>
      </StyledActions>
      {alert && (
        <FormMessage role="alert" $error>
          {alert}
        </FormMessage>
      )}
      {propose.isSuccess && (
        <FormMessage role="status" $error={false}>
          {t`Offer sent to ${propose.data.toUsername}.`}
        </FormMessage>
      )}
    </StyledForm>
  );
}
