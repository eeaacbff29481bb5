import { useLingui } from '@lingui/react/macro';
import type { SmsSent } from '@portal/api-contract';
import { Input } from '@portal/ui-kit';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { SmsCodeButton } from '../../sms/components/SmsCodeButton';
import { useSmsSender } from '../../sms/hooks/useSmsSender';
import type { SmsCountdownBasis } from '../../sms/utils/smsCountdownSeconds';
import { VERIFICATION_CODE_MAX_LENGTH } from '../constants/VERIFICATION_CODE_MAX_LENGTH';

export interface SmsCodeFieldProps<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The SMS code's field. */
  name: Path<TValues>;
  /** The mobile number's field: checked (and focused when wrong) before a code is sent. */
  mobileName: Path<TValues>;
  /** Sends the code to the form's current number (read it with `form.getValues`). */
  send: () => Promise<SmsSent>;
  /** How the resend countdown is derived from the answer (default `expiredMinutes`). */
  basis?: SmsCountdownBasis;
  label?: string;
  placeholder?: string;
  required?: boolean;
}

/** The SMS code with its "Send code" button and resend countdown (throttled, blocked while counting down). */
export function SmsCodeField<TValues extends FieldValues, TOutput>({
  form,
  name,
  mobileName,
  send,
  basis,
  label,
  placeholder,
  required = true,
}: SmsCodeFieldProps<TValues, TOutput>) {
  const { t } = useLingui();
  const sms = useSmsSender({ validate: () => form.trigger(mobileName, { shouldFocus: true }), send, basis });
  return (
    <Input
      label={label ?? t`Verification code`}
      placeholder={placeholder ?? t`Enter the SMS code`}
      required={required}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_MAX_LENGTH}
      error={form.getFieldState(name, form.formState).error?.message}
      endAdornment={<SmsCodeButton onSend={sms.send} sending={sms.sending} remaining={sms.remaining} />}
      {...form.register(name)}
    />
  );
}
