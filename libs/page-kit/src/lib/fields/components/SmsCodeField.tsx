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
  /**
   * The mobile number's field: checked (and focused when wrong) before a code is sent. Leave it out
   * when the code goes to the logged-in member's own number (payment password).
   */
  mobileName?: Path<TValues>;
  /** Sends the code to the form's current number (read it with `form.getValues`). */
  send: () => Promise<SmsSent>;
  /**
   * What else the request for a code needs, checked after the number (the human check of an SMS
   * login: its captcha filled in); false stops the send, after it has shown why.
   */
  check?: () => Promise<boolean>;
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
  check,
  basis,
  label,
  placeholder,
  required = true,
}: SmsCodeFieldProps<TValues, TOutput>) {
  const { t } = useLingui();
  const validate = async () => (mobileName ? await form.trigger(mobileName, { shouldFocus: true }) : true) && (check ? await check() : true);
  const sms = useSmsSender({ validate, send, basis });
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
