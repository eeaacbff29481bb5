import { useLingui } from '@lingui/react/macro';
import { endpoints, type LoginValue } from '@portal/api-contract';
import { activeModalState, isPlatformError, useEndpointMutation, usePlatformClient, useRegisterSettings, useStartSession } from '@portal/data-access';
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
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { TwoFactorForm } from '../../login/components/TwoFactorForm';

/** The challenge of a `two_factor_required` answer, if that is what the failure is. */
function twoFactorChallengeOf(error: unknown): string | null {
  if (!isPlatformError(error)) return null;
  const value = error.value as { twoFactorRequired?: boolean; challengeId?: string } | undefined;
  return value?.twoFactorRequired && value.challengeId ? value.challengeId : null;
}

/**
 * Forgot password by phone (CHNGPASSVERIF3): mobile number, SMS code (resend blocked until the
 * code's expirationTime), new password; then automatic login and /. A member with two-step
 * verification gets the authenticator-code step first (the SMS alone never logs them in); the
 * new password is saved either way.
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
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const finish = async (login: LoginValue) => {
    await startSession(login);
    setModal(null);
    navigate('/');
  };
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
      setNotice(null);
      await finish(await reset.mutateAsync({ ...values, confirmNewPassword: values.newPassword }));
    },
    onFailure: ({ error }) => {
      const challenge = twoFactorChallengeOf(error);
      if (!challenge) return false;
      setChallengeId(challenge);
      return true;
    },
  });

  if (challengeId) {
    return (
      <TwoFactorForm
        challengeId={challengeId}
        onVerified={finish}
        backLabel={t`Back to the password reset`}
        onBack={(message) => {
          setChallengeId(null);
          setNotice(message ?? t`Your new password is saved. Log in with it to finish.`);
        }}
      />
    );
  }

  const sendCode = () =>
    client.call(endpoints.smsNoLogin, { mobileNum: form.getValues('mobileNum'), countryDialingCode: form.getValues('countryDialingCode') });

  return (
    <FormStack noValidate onSubmit={submit} aria-label={t`Reset by phone`}>
      <MobileNumberField form={form} name="mobileNum" dialCodeName="countryDialingCode" />
      <SmsCodeField form={form} name="verificationCode" mobileName="mobileNum" send={sendCode} basis="expirationTime" />
      <PasswordField label={newPasswordLabel} placeholder={t`Create a new password`} required autoComplete="new-password" {...field('newPassword')} />
      <FormAlert message={failure ?? notice} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {t`Reset password and log in`}
      </Button>
    </FormStack>
  );
}
