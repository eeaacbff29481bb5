import { useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

export type PaymentPasswordFieldProps = PasswordFieldProps;

/**
 * The payment (fund) password asked before a money move: masked, digits keyboard on phones, never
 * remembered by the browser. Validate it with `ruleString(rules.paymentPassword, …)`.
 */
export const PaymentPasswordField = forwardRef<HTMLInputElement, PaymentPasswordFieldProps>(function PaymentPasswordField(props, ref) {
  const { t } = useLingui();
  return (
    <PasswordField
      ref={ref}
      label={t`Payment password`}
      placeholder={t`Enter your payment password`}
      required
      inputMode="numeric"
      autoComplete="off"
      {...props}
    />
  );
});
