import { useLingui } from '@lingui/react/macro';
import { endpoints, feeFor, type DepositOrder, type PaymentChannel } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { AmountField, FormAlert, FormStack, useAmountSchema, usePortalForm } from '@portal/page-kit';
import { Button } from '@portal/ui-kit';
import { useMemo } from 'react';
import { z } from 'zod';
import { FeePreview } from '../../money/components/FeePreview';

export interface DepositFormProps {
  channel: PaymentChannel;
  onCreated: (order: DepositOrder) => void;
}

/** Amount for one channel (its min, max and quick amounts), the fee and the amount credited, then the order. */
export function DepositForm({ channel, onCreated }: DepositFormProps) {
  const { t } = useLingui();
  const amount = useAmountSchema({ min: channel.min, max: channel.max });
  const schema = useMemo(() => z.object({ amount }), [amount]);
  const create = useEndpointMutation(endpoints.depositCreate);
  const { form, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { amount: '' },
    focusOnFailure: 'amount',
    onSubmit: async (values) => onCreated(await create.mutateAsync({ channelId: channel.channelId, amount: values.amount })),
  });
  const typed = Number(form.watch('amount'));
  const valid = Number.isFinite(typed) && typed >= channel.min && typed <= channel.max;
  const fee = valid ? feeFor(typed, channel.fee) : null;
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t`Deposit with ${channel.name}`}>
      <AmountField form={form} name="amount" min={channel.min} max={channel.max} quickAmounts={channel.quickAmounts} />
      <FeePreview amount={typed} fee={fee} />
      <FormAlert message={failure} />
      <Button type="submit" variant="primary" loading={busy}>
        {t`Deposit`}
      </Button>
    </FormStack>
  );
}
