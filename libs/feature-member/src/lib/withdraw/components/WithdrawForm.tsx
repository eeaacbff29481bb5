import { useLingui } from '@lingui/react/macro';
import { feeFor, type PayoutAccount, type WithdrawalQuote } from '@portal/api-contract';
import { AmountField, FormStack, amountText, useAmountSchema, usePortalForm } from '@portal/page-kit';
import { Button, Money, Select, useMoneyFormat } from '@portal/ui-kit';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { accountLabel } from '../utils/accountLabel';
import { maxWithdrawal } from '../utils/maxWithdrawal';

export interface WithdrawRequest {
  account: PayoutAccount;
  amount: number;
}

export interface WithdrawFormProps {
  quote: WithdrawalQuote;
  accounts: readonly PayoutAccount[];
  /** Kept when the player comes back from the confirmation. */
  initial?: WithdrawRequest;
  onReview: (request: WithdrawRequest) => void;
}

const StyledPreview = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.spacing(8)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** Amount (min, max, "all" = withdrawable) and the payout account; the fee and the amount received update as it is typed. */
export function WithdrawForm({ quote, accounts, initial, onReview }: WithdrawFormProps) {
  const { t } = useLingui();
  const { decimals } = useMoneyFormat();
  const max = maxWithdrawal(quote);
  const amount = useAmountSchema({ min: quote.min, max });
  const schema = useMemo(() => z.object({ accountId: z.string().min(1, t`Choose the payout account`), amount }), [amount, t]);
  const { form, submit, busy } = usePortalForm({
    schema,
    defaultValues: { accountId: String(initial?.account.id ?? accounts[0]?.id ?? ''), amount: initial ? amountText(initial.amount, decimals) : '' },
    onSubmit: (values) => {
      const account = accounts.find((a) => String(a.id) === values.accountId);
      if (account) onReview({ account, amount: values.amount });
    },
  });
  const typed = Number(form.watch('amount'));
  const valid = Number.isFinite(typed) && typed >= quote.min && typed <= max;
  const fee = valid ? feeFor(typed, quote.fee) : null;
  if (max < quote.min) return null;
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t`Withdrawal`}>
      <Controller
        control={form.control}
        name="accountId"
        render={({ field, fieldState }) => (
          <Select
            label={t`Pay to`}
            value={field.value || null}
            onChange={field.onChange}
            error={fieldState.error?.message}
            options={accounts.map((account) => ({ value: String(account.id), label: accountLabel(account) }))}
          />
        )}
      />
      <AmountField form={form} name="amount" min={quote.min} max={max} all={max} />
      <StyledPreview aria-live="polite">
        <div>
          <dt>{t`Fee`}</dt>
          <dd>{fee === null ? '—' : <Money value={fee} />}</dd>
        </div>
        <div>
          <dt>{t`You receive`}</dt>
          <dd>{fee === null ? '—' : <Money value={typed - fee} />}</dd>
        </div>
      </StyledPreview>
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          {t`Continue`}
        </Button>
      </div>
    </FormStack>
  );
}
