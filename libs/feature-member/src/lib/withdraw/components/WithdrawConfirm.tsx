import { useLingui } from '@lingui/react/macro';
import { endpoints, feeFor, type FeeRule, type Withdrawal } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { FormAlert, FormStack, PaymentPasswordField, usePortalForm } from '@portal/page-kit';
import { Button, Money } from '@portal/ui-kit';
import { useMemo } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { useInvalidateMoney } from '../../money/hooks/useInvalidateMoney';
import { usePaymentPasswordSchema } from '../hooks/usePaymentPasswordSchema';
import { accountLabel } from '../utils/accountLabel';
import type { WithdrawRequest } from './WithdrawForm';
import { SummaryList } from '../../money/components/SummaryList';

export interface WithdrawConfirmProps {
  request: WithdrawRequest;
  fee: FeeRule;
  onBack: () => void;
  onDone: (withdrawal: Withdrawal) => void;
}

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/**
 * The withdrawal confirmation: amount, fee, amount received and the account, then the payment
 * password. The amount leaves the balance at once and waits for review; it cannot be played again.
 */
export function WithdrawConfirm({ request, fee: feeRule, onBack, onDone }: WithdrawConfirmProps) {
  const { t } = useLingui();
  const create = useEndpointMutation(endpoints.withdrawalCreate);
  const invalidate = useInvalidateMoney();
  const paymentPassword = usePaymentPasswordSchema();
  const schema = useMemo(() => z.object({ paymentPassword }), [paymentPassword]);
  const { field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { paymentPassword: '' },
    clearOnFailure: ['paymentPassword'],
    focusOnFailure: 'paymentPassword',
    onSubmit: async (values) => {
      const withdrawal = await create.mutateAsync({ payoutAccountId: request.account.id, amount: request.amount, paymentPassword: values.paymentPassword });
      await invalidate();
      onDone(withdrawal);
    },
  });
  const fee = feeFor(request.amount, feeRule);
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t`Confirm the withdrawal`}>
      <SummaryList>
        <dt>{t`Amount`}</dt>
        <dd>
          <Money value={request.amount} />
        </dd>
        <dt>{t`Fee`}</dt>
        <dd>
          <Money value={fee} />
        </dd>
        <dt>{t`You receive`}</dt>
        <dd data-testid="confirm-received">
          <Money value={Math.round((request.amount - fee) * 100) / 100} />
        </dd>
        <dt>{t`Pay to`}</dt>
        <dd>{accountLabel(request.account)}</dd>
      </SummaryList>
      <p>{t`The amount leaves your balance now and waits for review. A withdrawal cannot be turned back into playable balance.`}</p>
      <PaymentPasswordField {...field('paymentPassword')} />
      <FormAlert message={failure} />
      <StyledActions>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t`Back`}
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {t`Confirm withdrawal`}
        </Button>
      </StyledActions>
    </FormStack>
  );
}
