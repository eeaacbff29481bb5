import { useLingui } from '@lingui/react/macro';
import { endpoints, feeFor, type DepositOrder, type PaymentChannel } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { AmountField, FormAlert, FormStack, useAmountSchema, usePortalForm } from '@portal/page-kit';
import { Button, Money } from '@portal/ui-kit';
import { useMemo } from 'react';
import styled from 'styled-components';
import { z } from 'zod';

export interface DepositFormProps {
  channel: PaymentChannel;
  onCreated: (order: DepositOrder) => void;
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
      <StyledPreview aria-live="polite">
        <div>
          <dt>{t`Fee`}</dt>
          <dd>{fee === null ? '—' : <Money value={fee} />}</dd>
        </div>
        <div>
          <dt>{t`You receive`}</dt>
          <dd>{fee === null ? '—' : <Money value={Math.round((typed - fee) * 100) / 100} />}</dd>
        </div>
      </StyledPreview>
      <FormAlert message={failure} />
      <Button type="submit" variant="primary" loading={busy}>
        {t`Deposit`}
      </Button>
    </FormStack>
  );
}
