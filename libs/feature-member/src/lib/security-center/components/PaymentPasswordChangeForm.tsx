import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, endpoints } from '@portal/api-contract';
import { usePlatformClient } from '@portal/data-access';
import { FormAlert, FormStack, PaymentPasswordField, errorKeyOf, usePortalForm } from '@portal/page-kit';
import { Button } from '@portal/ui-kit';
import { useMemo } from 'react';
import { z } from 'zod';
import { usePaymentPasswordSchema } from '../../withdraw/hooks/usePaymentPasswordSchema';

export interface PaymentPasswordChangeFormProps {
  onDone: () => void;
}

/** Changes the payment password with the old one (wrong ones count toward its lock). */
export function PaymentPasswordChangeForm({ onDone }: PaymentPasswordChangeFormProps) {
  const { t } = useLingui();
  const client = usePlatformClient();
  const password = usePaymentPasswordSchema();
  const schema = useMemo(
    () =>
      z
        .object({ oldPaymentPassword: password, newPaymentPassword: password, confirmPaymentPassword: z.string() })
        .refine((v) => v.newPaymentPassword === v.confirmPaymentPassword, {
          path: ['confirmPaymentPassword'],
          message: t`The two passwords do not match`,
        }),
    [password, t],
  );
  const { field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    onFailure: ({ error, showOnField }) => {
      if (errorKeyOf(error) !== ERROR_KEY.paymentPasswordWrong) return false;
      showOnField('oldPaymentPassword');
      return true;
    },
    onSubmit: async (values) => {
      await client.call(endpoints.paymentPasswordChange, values);
      onDone();
    },
  });
  return (
    <FormStack noValidate onSubmit={submit} aria-label={t`Change payment password`}>
      <PaymentPasswordField label={t`Current payment password`} {...field('oldPaymentPassword')} />
      <PaymentPasswordField label={t`New payment password (6 digits)`} {...field('newPaymentPassword')} />
      <PaymentPasswordField label={t`Repeat the payment password`} {...field('confirmPaymentPassword')} />
      <FormAlert message={failure} />
      <Button type="submit" loading={busy}>
        {t`Change payment password`}
      </Button>
    </FormStack>
  );
}
