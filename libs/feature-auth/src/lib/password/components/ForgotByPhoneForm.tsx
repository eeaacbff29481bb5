import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { activeModalState, useEndpointMutation, usePlatformClient, useRegisterSettings, useStartSession } from '@portal/data-access';
import { Button, Input } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { DialCodeSelect } from '../../country/components/DialCodeSelect';
import { useErrorMessage } from '../../errors/hooks/useErrorMessage';
import { AuthForm } from '../../form/components/AuthForm';
import { FormAlert } from '../../form/components/FormAlert';
import { SmsCodeButton } from '../../sms/components/SmsCodeButton';
import { useSmsSender } from '../../sms/hooks/useSmsSender';
import { useRuleMessages } from '../../validation/hooks/useRuleMessages';
import { requiredString, ruleString } from '../../validation/utils/ruleString';
import { FALLBACK_RULES } from '../../validation/constants/FALLBACK_RULES';

interface ForgotByPhoneValues {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

/**
 * Forgot password by phone (CHNGPASSVERIF3): mobile number, SMS code (resend blocked until the
 * code's expirationTime), new password; then automatic login and /.
 */
export function ForgotByPhoneForm() {
  const { t } = useLingui();
  const messages = useRuleMessages();
  const errorMessage = useErrorMessage();
  const client = usePlatformClient();
  const startSession = useStartSession();
  const { data: settings } = useRegisterSettings();
  const setModal = useSetAtom(activeModalState);
  const navigate = useNavigate();
  const reset = useEndpointMutation(endpoints.passwordByPhone);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const passwordRule = settings?.rules.password ?? FALLBACK_RULES.password;
  const labels = { mobileNum: t`Mobile number`, verificationCode: t`Verification code`, newPassword: t`New password` };
  const schema = useMemo(
    () =>
      z.object({
        mobileNum: ruleString(settings?.rules.mobileNum ?? FALLBACK_RULES.mobileNum, messages, { label: labels.mobileNum, required: true }),
        countryDialingCode: z.string().default(''),
        verificationCode: requiredString(labels.verificationCode, messages),
        newPassword: ruleString(passwordRule, messages, { label: labels.newPassword, required: true }),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings, passwordRule, messages, t],
  );
  const { register, handleSubmit, formState, setFocus, getValues, setValue, trigger, control } = useForm<ForgotByPhoneValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<ForgotByPhoneValues>,
    defaultValues: { mobileNum: '', countryDialingCode: settings?.defaultCountryDialingCode ?? '+55', verificationCode: '', newPassword: '' },
  });
  useEffect(() => {
    if (settings && !getValues('countryDialingCode')) setValue('countryDialingCode', settings.defaultCountryDialingCode);
  }, [settings, getValues, setValue]);

  const sms = useSmsSender({
    validate: () => trigger('mobileNum', { shouldFocus: true }),
    send: () => client.call(endpoints.smsNoLogin, { mobileNum: getValues('mobileNum'), countryDialingCode: getValues('countryDialingCode') }),
    basis: 'expirationTime',
  });

  const handleValid = async (values: ForgotByPhoneValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const value = await reset.mutateAsync({
        mobileNum: values.mobileNum,
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
        confirmNewPassword: values.newPassword,
      });
      await startSession(value);
      setModal(null);
      navigate('/');
    } catch (error) {
      setFailure(errorMessage(error));
      setFocus('verificationCode');
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <AuthForm noValidate onSubmit={handleSubmit(handleValid)} aria-label={t`Reset by phone`}>
      <Input
        label={labels.mobileNum}
        placeholder={t`Enter your mobile number`}
        required
        inputMode="numeric"
        autoComplete="tel-national"
        error={formState.errors.mobileNum?.message}
        startAdornment={
          <Controller control={control} name="countryDialingCode" render={({ field }) => <DialCodeSelect value={field.value} onChange={field.onChange} />} />
        }
        {...register('mobileNum')}
      />
      <Input
        label={labels.verificationCode}
        placeholder={t`Enter the SMS code`}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        error={formState.errors.verificationCode?.message}
        endAdornment={<SmsCodeButton onSend={sms.send} sending={sms.sending} remaining={sms.remaining} />}
        {...register('verificationCode')}
      />
      <Input
        label={labels.newPassword}
        type="password"
        placeholder={t`Create a new password`}
        required
        autoComplete="new-password"
        showPasswordLabel={t`Show password`}
        hidePasswordLabel={t`Hide password`}
        error={formState.errors.newPassword?.message}
        {...register('newPassword')}
      />
      <FormAlert message={failure} />
      <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting || reset.isPending}>
        {t`Reset password and log in`}
      </Button>
    </AuthForm>
  );
}
