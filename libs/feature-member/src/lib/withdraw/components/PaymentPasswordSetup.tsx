import { useLingui } from '@lingui/react/macro';
import { endpoints, type PaymentPasswordStatus } from '@portal/api-contract';
import { usePlatformClient } from '@portal/data-access';
import { FormAlert, FormStack, PaymentPasswordField, SmsCodeField, usePortalForm } from '@portal/page-kit';
import { Button } from '@portal/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { usePaymentPasswordSchema } from '../hooks/usePaymentPasswordSchema';

export interface PaymentPasswordSetupProps {
  status: PaymentPasswordStatus;
  onDone: () => void;
}

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * Sets the payment password (or resets a forgotten or locked one) with an SMS code sent to the
 * member's own mobile number: it protects payout accounts and withdrawals.
 */
export function PaymentPasswordSetup({ status, onDone }: PaymentPasswordSetupProps) {
  const { t } = useLingui();
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  const password = usePaymentPasswordSchema();
  const schema = useMemo(
    () =>
      z
        .object({
          verificationCode: z
            .string()
            .trim()
            .min(1, t`Enter the SMS code`),
          paymentPassword: password,
          confirmPaymentPassword: z.string(),
        })
        .refine((v) => v.paymentPassword === v.confirmPaymentPassword, { path: ['confirmPaymentPassword'], message: t`The two passwords do not match` }),
    [password, t],
  );
  const { form, field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { verificationCode: '', paymentPassword: '', confirmPaymentPassword: '' },
    focusOnFailure: 'verificationCode',
    onSubmit: async (values) => {
      await client.call(endpoints.paymentPasswordSet, values);
      await queryClient.invalidateQueries({ queryKey: ['cashier'] });
      onDone();
    },
  });
  if (!status.mobileBound) {
    return <StyledIntro role="alert">{t`Bind a mobile number to your account first: the code that protects your payment password is sent to it.`}</StyledIntro>;
  }
  const mobile = status.maskedMobile ?? '';
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t`Set your payment password`}>
      <StyledIntro>
        {status.isSet
          ? t`Reset your payment password with a code sent by SMS to ${mobile}.`
          : t`Withdrawals need a payment password. Set one with a code sent by SMS to ${mobile}.`}
      </StyledIntro>
      <SmsCodeField form={form} name="verificationCode" send={() => client.call(endpoints.smsPaymentPassword, {})} />
      <PaymentPasswordField label={t`New payment password (6 digits)`} {...field('paymentPassword')} />
      <PaymentPasswordField label={t`Repeat the payment password`} {...field('confirmPaymentPassword')} />
      <FormAlert message={failure} />
      <Button type="submit" variant="primary" loading={busy}>
        {t`Save payment password`}
      </Button>
    </FormStack>
  );
}
