import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { AmountField, FormAlert, FormStack, PaymentPasswordField, useAmountSchema, usePortalForm } from '@portal/page-kit';
import { Button } from '@portal/ui-kit';
import { useMemo } from 'react';
import { z } from 'zod';
import { useInvalidateMoney } from '../../money/hooks/useInvalidateMoney';
import { usePaymentPasswordSchema } from '../../withdraw/hooks/usePaymentPasswordSchema';

export interface UplineTransferFormProps {
  /** What may be transferred now (the platform's `transferable`), not the whole balance. */
  transferable: number;
  min: number;
  max: number;
  onDone: (amount: number) => void;
}

/** Amount (up to what may be transferred now) and the payment password; both ledgers move in one transaction on the platform. */
export function UplineTransferForm({ transferable, min, max, onDone }: UplineTransferFormProps) {
  const { t } = useLingui();
  const upper = Math.min(max, transferable);
  const amount = useAmountSchema({ min, max: upper });
  const paymentPassword = usePaymentPasswordSchema();
  const schema = useMemo(() => z.object({ amount, paymentPassword }), [amount, paymentPassword]);
  const transfer = useEndpointMutation(endpoints.uplineTransfer);
  const invalidate = useInvalidateMoney();
  const { form, field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { amount: '', paymentPassword: '' },
    clearOnFailure: ['paymentPassword'],
    focusOnFailure: 'paymentPassword',
    onSubmit: async (values) => {
      const done = await transfer.mutateAsync(values);
      form.reset();
      await invalidate();
      onDone(done.amount);
    },
  });
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t`Transfer to upline`}>
      <AmountField form={form} name="amount" min={min} max={upper} all={upper} />
      <PaymentPasswordField {...field('paymentPassword')} />
      <FormAlert message={failure} />
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          {t`Transfer`}
        </Button>
      </div>
    </FormStack>
  );
}
