import { useLingui } from '@lingui/react/macro';
import { Input, type InputProps } from '@portal/ui-kit';
import { forwardRef } from 'react';

export type PasswordFieldProps = Omit<InputProps, 'type' | 'showPasswordLabel' | 'hidePasswordLabel'>;

/** A password input with its translated show/hide toggle (login, new password, confirmation). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const { t } = useLingui();
  return <Input ref={ref} type="password" showPasswordLabel={t`Show password`} hidePasswordLabel={t`Hide password`} {...props} />;
});
