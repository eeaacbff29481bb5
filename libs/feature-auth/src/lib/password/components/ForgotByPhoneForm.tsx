import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { activeModalState, useEndpointMutation, usePlatformClient, useRegisterSettings, useStartSession } from '@portal/data-access';
import {
  FALLBACK_RULES,
  FormAlert,
  FormStack,
  MobileNumberField,
  PasswordField,
  SmsCodeField,
  ruleString,
  useMobileCodeShape,
  usePortalForm,
  useRuleMessages,
} from '@portal/page-kit';
import { Button } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

/**
 * Forgot password by phone (CHNGPASSVERIF3): mobile number, SMS code (resend blocked until the
 * code's expirationTime), new password; then automatic login and /.
 */
export function ForgotByPhoneForm() {
  const { t } = useLingui();
  const messages = useRuleMessages();
  const mobileCode = useMobileCodeShape();
  const client = usePlatformClient();
  const startSession = useStartSession();
  const { data: settings } = useRegisterSettings();
  const setModal = useSetAtom(activeModalState);
  const navigate = useNavigate();
  const reset = useEndpointMutation(endpoints.passwordByPhone);
  const newPasswordLabel = t`New password`;
  const schema = useMemo(
    () =>
      z.object({
        ...mobileCode,
        newPassword: ruleString(settings?.rules.password ?? FALLBACK_RULES.password, messages, { label: newPasswordLabel, required: true }),
      }),
    [mobileCode, settings, messages, newPasswordLabel],
  );
  const { form, field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { mobileNum: '', countryDialingCode: settings?.defaultCountryDialingCode ?? '', verificationCode: '', newPassword: '' },
    focusOnFailure: 'verificationCode',
    onSubmit: async (values) => {
      await startSession(await reset.mutateAsync({ ...values, confirmNewPassword: values.newPassword }));
      setModal(null);
      navigate('/');
    },
  });
  const sendCode = () =>
    client.call(endpoints.smsNoLogin, { mobileNum: form.getValues('mobileNum'), countryDialingCode: form.getValues('countryDialingCode') });

  return (
    <FormStack noValidate onSubmit={submit} aria-label={t`Reset by phone`}>
      <MobileNumberField form={form} name="mobileNum" dialCodeName="countryDialingCode" />
      <SmsCodeField form={form} name="verificationCode" mobileName="mobileNum" send={sendCode} basis="expirationTime" />
      <PasswordField label={newPasswordLabel} placeholder={t`Create a new password`} required autoComplete="new-password" {...field('newPassword')} />
      <FormAlert message={failure} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {t`Reset password and log in`}
      </Button>
    </FormStack>
  );
}
