import { useLingui } from '@lingui/react/macro';
import { PAYOUT_BANKS, PIX_KEY_TYPES, endpoints } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { FormAlert, FormStack, PaymentPasswordField, usePortalForm } from '@portal/page-kit';
import { Button, Input, Select } from '@portal/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { usePaymentPasswordSchema } from '../hooks/usePaymentPasswordSchema';

export interface PayoutAccountFormProps {
  /** The holder name every account must carry once the first is bound (null before). */
  holderName: string | null;
  onDone: () => void;
  onCancel?: () => void;
}

/**
 * Binds a payout account: a PIX key or a bank account, the holder's name, confirmed with the
 * payment password. The holder name is fixed by the first account (no payouts to third parties).
 */
export function PayoutAccountForm({ holderName, onDone, onCancel }: PayoutAccountFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const bind = useEndpointMutation(endpoints.payoutAccountBind);
  const paymentPassword = usePaymentPasswordSchema();
  const schema = useMemo(
    () =>
      z
        .object({
          type: z.enum(['PIX', 'BANK']),
          holderName: z
            .string()
            .trim()
            .min(2, t`Enter the account holder's full name`)
            .max(64),
          pixKeyType: z.enum(PIX_KEY_TYPES),
          pixKey: z.string().trim(),
          bankCode: z.string(),
          branch: z.string().trim(),
          accountNumber: z.string().trim(),
          paymentPassword,
        })
        .superRefine((v, ctx) => {
          if (v.type === 'BANK') {
            if (!PAYOUT_BANKS.some((b) => b.code === v.bankCode)) ctx.addIssue({ code: 'custom', path: ['bankCode'], message: t`Choose the bank` });
            if (!/^\d{1,6}$/.test(v.branch)) ctx.addIssue({ code: 'custom', path: ['branch'], message: t`The branch is 1 to 6 digits` });
            if (!/^\d{4,20}(-\d)?$/.test(v.accountNumber))
              ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: t`The account number is 4 to 20 digits` });
            return;
          }
          const key = v.pixKey;
          const valid =
            (v.pixKeyType === 'CPF' && /^\d{11}$/.test(key)) ||
            (v.pixKeyType === 'PHONE' && /^\+55\d{10,11}$/.test(key)) ||
            (v.pixKeyType === 'EMAIL' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key)) ||
            (v.pixKeyType === 'RANDOM' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key));
          if (!valid) ctx.addIssue({ code: 'custom', path: ['pixKey'], message: t`This is not a valid key of the chosen type` });
        }),
    [paymentPassword, t],
  );
  const { form, field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: {
      type: 'PIX',
      holderName: holderName ?? '',
      pixKeyType: 'CPF',
      pixKey: '',
      bankCode: '',
      branch: '',
      accountNumber: '',
      paymentPassword: '',
    },
    clearOnFailure: ['paymentPassword'],
    focusOnFailure: 'paymentPassword',
    onSubmit: async (v) => {
      await bind.mutateAsync(
        v.type === 'PIX'
          ? { type: 'PIX', holderName: v.holderName, pixKeyType: v.pixKeyType, pixKey: v.pixKey, paymentPassword: v.paymentPassword }
          : {
              type: 'BANK',
              holderName: v.holderName,
              bankCode: v.bankCode,
              branch: v.branch,
              accountNumber: v.accountNumber,
              paymentPassword: v.paymentPassword,
            },
      );
      await queryClient.invalidateQueries({ queryKey: ['cashier'] });
      onDone();
    },
  });
  const type = form.watch('type');
  const watchedKeyType = form.watch('pixKeyType');
  const keyType = PIX_KEY_TYPES.find((k) => k === watchedKeyType) ?? 'CPF';
  const keyTypeLabels: Record<(typeof PIX_KEY_TYPES)[number], string> = { CPF: t`CPF`, PHONE: t`Phone`, EMAIL: t`E-mail`, RANDOM: t`Random key` };
  const keyHints: Record<(typeof PIX_KEY_TYPES)[number], string> = {
    CPF: t`11 digits, no dots or dash`,
    PHONE: t`+55 and the number with area code`,
    EMAIL: t`The e-mail registered as your PIX key`,
    RANDOM: t`The 36-character key from your bank`,
  };
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t`Add a payout account`}>
      <Controller
        control={form.control}
        name="type"
        render={({ field: f }) => (
          <Select
            label={t`Account type`}
            value={f.value}
            onChange={f.onChange}
            options={[
              { value: 'PIX', label: t`PIX key` },
              { value: 'BANK', label: t`Bank account` },
            ]}
          />
        )}
      />
      <Input
        label={t`Account holder (full name)`}
        required
        readOnly={holderName !== null}
        hint={holderName !== null ? t`Every payout account must be in your name.` : undefined}
        {...field('holderName')}
      />
      {type === 'PIX' ? (
        <>
          <Controller
            control={form.control}
            name="pixKeyType"
            render={({ field: f }) => (
              <Select
                label={t`Key type`}
                value={f.value}
                onChange={f.onChange}
                options={PIX_KEY_TYPES.map((value) => ({ value, label: keyTypeLabels[value] }))}
              />
            )}
          />
          <Input label={t`PIX key`} required hint={keyHints[keyType]} autoComplete="off" {...field('pixKey')} />
        </>
      ) : (
        <>
          <Controller
            control={form.control}
            name="bankCode"
            render={({ field: f, fieldState }) => (
              <Select
                label={t`Bank`}
                placeholder={t`Choose the bank`}
                value={f.value || null}
                onChange={f.onChange}
                error={fieldState.error?.message}
                options={PAYOUT_BANKS.map((bank) => ({ value: bank.code, label: `${bank.code} · ${bank.name}` }))}
              />
            )}
          />
          <Input label={t`Branch`} required inputMode="numeric" autoComplete="off" {...field('branch')} />
          <Input label={t`Account number`} required inputMode="numeric" autoComplete="off" {...field('accountNumber')} />
        </>
      )}
      <PaymentPasswordField {...field('paymentPassword')} />
      <FormAlert message={failure} />
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          {t`Save payout account`}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        )}
      </div>
    </FormStack>
  );
}
