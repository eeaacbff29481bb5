import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { endpoints, type LoginValue } from '@portal/api-contract';
import {
  activeModalState,
  activeRememberedUsername,
  isPlatformError,
  rememberUsername,
  rememberedUsernameState,
  useEndpointMutation,
  usePlatformClient,
  useFeatureSwitch,
  useRegisterSettings,
} from '@portal/data-access';
import { Button, Input } from '@portal/ui-kit';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { CaptchaField } from '../../captcha/components/CaptchaField';
import { DialCodeSelect } from '../../country/components/DialCodeSelect';
import { useErrorMessage } from '../../errors/hooks/useErrorMessage';
import { AuthForm } from '../../form/components/AuthForm';
import { CheckboxField } from '../../form/components/CheckboxField';
import { FormAlert } from '../../form/components/FormAlert';
import { FormRow } from '../../form/components/FormRow';
import { LinkButton } from '../../form/components/LinkButton';
import { SmsCodeButton } from '../../sms/components/SmsCodeButton';
import { useSmsSender } from '../../sms/hooks/useSmsSender';
import { useRuleMessages } from '../../validation/hooks/useRuleMessages';
import { requiredString, ruleString } from '../../validation/utils/ruleString';
import { useCompleteLogin } from '../hooks/useCompleteLogin';
import { TwoFactorForm } from './TwoFactorForm';
import { FALLBACK_RULES } from '../../validation/constants/FALLBACK_RULES';

const StyledLoginOptions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

interface LoginFormValues {
  username: string;
  password: string;
  captcha: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  remember: boolean;
}

type LoginMode = 'username' | 'sms';

/** The pending second step of a 2FA account (the password stays in memory only, for the weak-password check). */
interface TwoFactorStep {
  challengeId: string;
  username: string;
  password: string;
  remember: boolean;
}

/**
 * The login form (spec §4/§5): username + password with captcha when the platform asks for it and
 * remember me; SMS login (mobile, dialling code, code) when MOBILEVERCODELOGIN3 is on.
 */
export function LoginForm() {
  const { t } = useLingui();
  const messages = useRuleMessages();
  const errorMessage = useErrorMessage();
  const client = usePlatformClient();
  const smsLoginEnabled = useFeatureSwitch('MOBILEVERCODELOGIN3');
  const { data: settings } = useRegisterSettings();
  const [remembered, setRemembered] = useAtom(rememberedUsernameState);
  const setModal = useSetAtom(activeModalState);
  const completeLogin = useCompleteLogin();
  const login = useEndpointMutation(endpoints.login);
  const [mode, setMode] = useState<LoginMode>('username');
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [captchaSignal, setCaptchaSignal] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState<TwoFactorStep | null>(null);
  const inFlight = useRef(false);
  const backFromTwoFactor = useRef(false);
  const rememberedName = activeRememberedUsername(remembered);

  const labels = { username: t`Username`, password: t`Password`, captcha: t`Captcha`, mobileNum: t`Mobile number`, verificationCode: t`Verification code` };
  const schema = useMemo(() => {
    if (mode === 'sms') {
      return z.object({
        mobileNum: ruleString(settings?.rules.mobileNum ?? FALLBACK_RULES.mobileNum, messages, { label: labels.mobileNum, required: true }),
        countryDialingCode: z.string().default(''),
        verificationCode: requiredString(labels.verificationCode, messages),
      });
    }
    return z.object({
      username: requiredString(labels.username, messages),
      password: requiredString(labels.password, messages),
      captcha: captchaRequired ? requiredString(labels.captcha, messages) : z.string().default(''),
      remember: z.boolean().default(false),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, captchaRequired, settings, messages, t]);

  const form = useForm<LoginFormValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<LoginFormValues>,
    defaultValues: {
      username: rememberedName ?? '',
      password: '',
      captcha: '',
      mobileNum: '',
      countryDialingCode: settings?.defaultCountryDialingCode ?? '+55',
      verificationCode: '',
      remember: Boolean(rememberedName),
    },
  });
  const { register, handleSubmit, formState, setFocus, setValue, getValues, trigger, control } = form;

  useEffect(() => {
    if (settings && !getValues('countryDialingCode')) setValue('countryDialingCode', settings.defaultCountryDialingCode);
  }, [settings, getValues, setValue]);

  useEffect(() => {
    if (captchaRequired) setFocus('captcha');
  }, [captchaRequired, setFocus]);

  const sms = useSmsSender({
    validate: () => trigger('mobileNum', { shouldFocus: true }),
    send: () => client.call(endpoints.smsLogin, { mobileNum: getValues('mobileNum'), countryDialingCode: getValues('countryDialingCode') }),
  });

  const handleValid = async (values: LoginFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      if (mode === 'sms') {
        const value = await login.mutateAsync({
          type: 'sms',
          mobileNum: values.mobileNum,
          countryDialingCode: values.countryDialingCode,
          verificationCode: values.verificationCode,
        });
        await completeLogin(value, 'sms');
        return;
      }
      const username = values.username.trim();
      const value = await login.mutateAsync({
        type: 'username',
        username,
        password: values.password,
        captcha: captchaRequired ? values.captcha : undefined,
      });
      setRemembered(values.remember ? rememberUsername(username) : null);
      await completeLogin(value, 'username', values.password);
    } catch (error) {
      const failureValue = isPlatformError(error) ? (error.value as { twoFactorRequired?: boolean; challengeId?: string } | undefined) : undefined;
      if (failureValue?.twoFactorRequired && failureValue.challengeId) {
        setTwoFactor({ challengeId: failureValue.challengeId, username: values.username.trim(), password: values.password, remember: values.remember });
        setCaptchaRequired(false);
        return;
      }
      setFailure(errorMessage(error));
      if (mode === 'sms') {
        setFocus('verificationCode');
        return;
      }
      const wantsCaptcha = isPlatformError(error) && Boolean((error.value as { captchaRequired?: boolean } | undefined)?.captchaRequired);
      if (wantsCaptcha) {
        setValue('captcha', '');
        setCaptchaSignal((n) => n + 1);
        if (captchaRequired) setFocus('captcha');
        setCaptchaRequired(true);
      } else {
        setFocus('password');
      }
    } finally {
      inFlight.current = false;
    }
  };

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setFailure(null);
    form.clearErrors();
  };

  const handleTwoFactorVerified = async (value: LoginValue) => {
    if (!twoFactor) return;
    setRemembered(twoFactor.remember ? rememberUsername(twoFactor.username) : null);
    await completeLogin(value, 'username', twoFactor.password);
  };

  const handleTwoFactorBack = (message?: string) => {
    setTwoFactor(null);
    setValue('password', '');
    setFailure(message ?? null);
    backFromTwoFactor.current = true;
  };

  useEffect(() => {
    // Back from the code step: focus the password again (it is cleared, like after a failure).
    if (twoFactor || !backFromTwoFactor.current) return;
    backFromTwoFactor.current = false;
    setFocus('password');
  }, [twoFactor, setFocus]);

  if (twoFactor) {
    return (
      <TwoFactorForm challengeId={twoFactor.challengeId} username={twoFactor.username} onVerified={handleTwoFactorVerified} onBack={handleTwoFactorBack} />
    );
  }

  const busy = formState.isSubmitting || login.isPending;
  return (
    <AuthForm noValidate onSubmit={handleSubmit(handleValid)} aria-label={t`Log in`}>
      {mode === 'username' ? (
        <>
          <Input
            label={labels.username}
            placeholder={t`Enter your username`}
            required
            autoComplete="username"
            error={formState.errors.username?.message}
            {...register('username')}
          />
          <Input
            label={labels.password}
            type="password"
            placeholder={t`Enter your password`}
            required
            autoComplete="current-password"
            showPasswordLabel={t`Show password`}
            hidePasswordLabel={t`Hide password`}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          {captchaRequired ? (
            <CaptchaField
              label={labels.captcha}
              placeholder={t`Enter the characters in the image`}
              required
              refreshSignal={captchaSignal}
              error={formState.errors.captcha?.message}
              {...register('captcha')}
            />
          ) : null}
          <StyledLoginOptions>
            <CheckboxField label={t`Remember me`} {...register('remember')} />
            <LinkButton onClick={() => setModal('forgetPassword')}>{t`Forgot password?`}</LinkButton>
          </StyledLoginOptions>
        </>
      ) : (
        <>
          <Input
            label={labels.mobileNum}
            placeholder={t`Enter your mobile number`}
            required
            inputMode="numeric"
            autoComplete="tel-national"
            error={formState.errors.mobileNum?.message}
            startAdornment={
              <Controller
                control={control}
                name="countryDialingCode"
                render={({ field }) => <DialCodeSelect value={field.value} onChange={field.onChange} />}
              />
            }
            {...register('mobileNum')}
          />
          <FormRow>
            <Input
              label={labels.verificationCode}
              placeholder={t`Enter the SMS code`}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={255}
              error={formState.errors.verificationCode?.message}
              {...register('verificationCode')}
              endAdornment={<SmsCodeButton onSend={sms.send} sending={sms.sending} remaining={sms.remaining} />}
            />
          </FormRow>
        </>
      )}
      <FormAlert message={failure} />
      <Button type="submit" fullWidth size="lg" loading={busy}>
        {t`Log in`}
      </Button>
      {smsLoginEnabled ? (
        <LinkButton onClick={() => switchMode(mode === 'sms' ? 'username' : 'sms')}>
          {mode === 'sms' ? t`Log in with username and password` : t`Log in with an SMS code`}
        </LinkButton>
      ) : null}
    </AuthForm>
  );
}
