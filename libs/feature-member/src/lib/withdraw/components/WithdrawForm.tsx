import { useLingui } from '@lingui/react/macro';
import { feeFor, type PayoutAccount, type WithdrawalQuote } from '@portal/api-contract';
import { AmountField, FormStack, amountText, useAmountSchema, usePortalForm } from '@portal/page-kit';
import { Button, Select, useMoneyFormat } from '@portal/ui-kit';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { accountLabel } from '../utils/accountLabel';
import { maxWithdrawal } from '../utils/maxWithdrawal';
import { FeePreview } from '../../money/components/FeePreview';

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
      <FeePreview amount={typed} fee={fee} />
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          {t`Continue`}
        </Button>
      </div>
    </FormStack>
  );
}
