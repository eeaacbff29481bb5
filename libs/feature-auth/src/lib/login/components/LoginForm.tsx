import { useLingui } from '@lingui/react/macro';
import { endpoints, type LoginValue, type RgExclusionFailure } from '@portal/api-contract';
import {
  activeModalState,
  activeRememberedUsername,
  isPlatformError,
  rememberUsername,
  rememberedUsernameState,
  sessionUsernameState,
  useEndpointMutation,
  usePlatformClient,
  useFeatureSwitch,
  useRegisterSettings,
  useStartSession,
} from '@portal/data-access';
import {
  CaptchaField,
  CheckboxField,
  FormAlert,
  FormStack,
  LinkButton,
  MobileNumberField,
  PasswordField,
  SmsCodeField,
  requiredString,
  rgExclusionFailureOf,
  useMobileCodeShape,
  usePortalForm,
  useRuleMessages,
} from '@portal/page-kit';
import { Button, Input } from '@portal/ui-kit';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { z } from 'zod';
import { useCompleteLogin } from '../hooks/useCompleteLogin';
import { TwoFactorForm } from './TwoFactorForm';

const StyledLoginOptions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

type LoginMode = 'username' | 'sms';

/** The pending second step of a 2FA account (the password stays in memory only, for the weak-password check). */
interface TwoFactorStep {
  challengeId: string;
  username: string;
  password: string;
  remember: boolean;
}

/** A login refused during a time-out or self-exclusion that still opens a withdraw-only session. */
type WithdrawOnlyOffer = Required<RgExclusionFailure> & { username: string };

/** What a failed login's `value` may say (captcha now required, or the 2FA step). */
function loginFailureOf(error: unknown) {
  return isPlatformError(error) ? (error.value as { captchaRequired?: boolean; twoFactorRequired?: boolean; challengeId?: string } | undefined) : undefined;
}

/**
 * The login form: username + password with captcha when the platform asks for it and remember me;
 * SMS login (mobile, dialling code, a captcha sent with the request for a code, code) when
 * MOBILEVERCODELOGIN3 is on. A login refused by a
 * time-out or self-exclusion shows its end; when the refusal carries a withdraw-only session, the
 * form offers "Withdraw my balance", which enters it (docs/product/responsible-gaming.md "Time-out and self-exclusion").
 */
export function LoginForm() {
  const { t } = useLingui();
  const messages = useRuleMessages();
  const client = usePlatformClient();
  const smsLoginEnabled = useFeatureSwitch('MOBILEVERCODELOGIN3');
  const { data: settings } = useRegisterSettings();
  const mobileCode = useMobileCodeShape();
  const [remembered, setRemembered] = useAtom(rememberedUsernameState);
  const setModal = useSetAtom(activeModalState);
  const completeLogin = useCompleteLogin();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const [withdrawOffer, setWithdrawOffer] = useState<WithdrawOnlyOffer | null>(null);
  const [enteringWithdrawOnly, setEnteringWithdrawOnly] = useState(false);
  const setSessionUsername = useSetAtom(sessionUsernameState);
  const login = useEndpointMutation(endpoints.login);
  const [mode, setMode] = useState<LoginMode>('username');
  const [captchaRequired, setCaptchaRequired] = useState(false);
  /** Each request for an SMS code uses up its captcha: a new image for the next one. */
  const [smsCaptchaRound, setSmsCaptchaRound] = useState(0);
  const [twoFactor, setTwoFactor] = useState<TwoFactorStep | null>(null);
  const backFromTwoFactor = useRef(false);
  const rememberedName = activeRememberedUsername(remembered);
  // A remembered username past its day is dropped, not only ignored (docs/product/accounts-and-auth.md).
  useEffect(() => {
    if (remembered && !rememberedName) setRemembered(null);
  }, [remembered, rememberedName, setRemembered]);

  const labels = { username: t`Username`, password: t`Password`, captcha: t`Captcha` };
  const byName = mode === 'username';
  const schema = useMemo(
    () =>
      z.object({
        username: byName ? requiredString(labels.username, messages) : z.string(),
        password: byName ? requiredString(labels.password, messages) : z.string(),
        captcha: byName && captchaRequired ? requiredString(labels.captcha, messages) : z.string(),
        remember: z.boolean(),
        ...(byName ? { mobileNum: z.string(), countryDialingCode: z.string(), verificationCode: z.string() } : mobileCode),
      }),
    [byName, captchaRequired, mobileCode, messages, labels.username, labels.password, labels.captcha],
  );

  const { form, field, submit, failure, setFailure, failures, busy } = usePortalForm({
    schema,
    defaultValues: {
      username: rememberedName ?? '',
      password: '',
      captcha: '',
      remember: Boolean(rememberedName),
      mobileNum: '',
      countryDialingCode: settings?.defaultCountryDialingCode ?? '',
      verificationCode: '',
    },
    clearOnFailure: ['captcha'],
    onSubmit: async (values) => {
      setWithdrawOffer(null);
      if (!byName) {
        const { mobileNum, countryDialingCode, verificationCode } = values;
        await completeLogin(await login.mutateAsync({ type: 'sms', mobileNum, countryDialingCode, verificationCode }), 'sms');
        return;
      }
      const username = values.username.trim();
      const value = await login.mutateAsync({ type: 'username', username, password: values.password, captcha: captchaRequired ? values.captcha : undefined });
      setRemembered(values.remember ? rememberUsername(username) : null);
      await completeLogin(value, 'username', values.password);
    },
    onFailure: ({ error, message }) => {
      const failureValue = loginFailureOf(error);
      const values = form.getValues();
      if (failureValue?.twoFactorRequired && failureValue.challengeId) {
        setTwoFactor({ challengeId: failureValue.challengeId, username: values.username.trim(), password: values.password, remember: values.remember });
        setCaptchaRequired(false);
        return true;
      }
      setFailure(message);
      const exclusion = rgExclusionFailureOf(error);
      if (exclusion?.withdrawOnlyToken) {
        setWithdrawOffer({ ...exclusion, withdrawOnlyToken: exclusion.withdrawOnlyToken, username: values.username.trim() });
        return true;
      }
      if (!byName) form.setFocus('verificationCode');
      else if (!failureValue?.captchaRequired) form.setFocus('password');
      else if (captchaRequired) form.setFocus('captcha');
      else setCaptchaRequired(true);
      return true;
    },
  });
  const { setFocus, setValue, clearErrors } = form;

  useEffect(() => {
    if (captchaRequired) setFocus('captcha');
  }, [captchaRequired, setFocus]);

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setFailure(null);
    setWithdrawOffer(null);
    clearErrors();
  };

  const handleWithdrawOnly = async () => {
    if (!withdrawOffer) return;
    const { withdrawOnlyToken, kind, until, username } = withdrawOffer;
    setEnteringWithdrawOnly(true);
    try {
      const member = await startSession({ token: withdrawOnlyToken, userName: username }, { kind, until });
      // An SMS login typed no username: the account comes with the member.
      if (member) setSessionUsername(member.account);
    } finally {
      setEnteringWithdrawOnly(false);
    }
    setModal(null);
    navigate('/');
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

  const handleTwoFactorWithdrawOnly = (exclusion: Required<RgExclusionFailure>, message: string) => {
    if (!twoFactor) return;
    setWithdrawOffer({ ...exclusion, username: twoFactor.username });
    handleTwoFactorBack(message);
  };

  useEffect(() => {
    // Back from the code step: focus the password again (it is cleared, like after a failure).
    if (twoFactor || !backFromTwoFactor.current) return;
    backFromTwoFactor.current = false;
    setFocus('password');
  }, [twoFactor, setFocus]);

  if (twoFactor) {
    return (
      <TwoFactorForm
        challengeId={twoFactor.challengeId}
        username={twoFactor.username || undefined}
        onVerified={handleTwoFactorVerified}
        onBack={handleTwoFactorBack}
        onWithdrawOnly={handleTwoFactorWithdrawOnly}
      />
    );
  }

  // The SMS login's human check: the captcha goes with the request for a code (docs/product/accounts-and-auth.md "SMS codes").
  const checkHumanCheck = async () => {
    if (form.getValues('captcha').trim()) return true;
    form.setError('captcha', { type: 'required', message: messages.required(labels.captcha) }, { shouldFocus: true });
    return false;
  };
  const sendCode = async () => {
    const { mobileNum, countryDialingCode, captcha } = form.getValues();
    clearErrors('captcha');
    try {
      return await client.call(endpoints.smsLogin, { mobileNum, countryDialingCode, captcha: captcha.trim() });
    } finally {
      setValue('captcha', '');
      setSmsCaptchaRound((round) => round + 1);
    }
  };
  return (
    <FormStack noValidate onSubmit={submit} aria-label={t`Log in`}>
      {byName ? (
        <>
          <Input label={labels.username} placeholder={t`Enter your username`} required autoComplete="username" {...field('username')} />
          <PasswordField label={labels.password} placeholder={t`Enter your password`} required autoComplete="current-password" {...field('password')} />
          {captchaRequired ? (
            <CaptchaField label={labels.captcha} placeholder={t`Enter the characters in the image`} required refreshSignal={failures} {...field('captcha')} />
          ) : null}
          <StyledLoginOptions>
            <CheckboxField label={t`Remember me`} {...form.register('remember')} />
            <LinkButton onClick={() => setModal('forgetPassword')}>{t`Forgot password?`}</LinkButton>
          </StyledLoginOptions>
        </>
      ) : (
        <>
          <MobileNumberField form={form} name="mobileNum" dialCodeName="countryDialingCode" />
          <CaptchaField
            label={labels.captcha}
            placeholder={t`Enter the characters in the image`}
            required
            refreshSignal={smsCaptchaRound}
            {...field('captcha')}
          />
          <SmsCodeField form={form} name="verificationCode" mobileName="mobileNum" send={sendCode} check={checkHumanCheck} />
        </>
      )}
      <FormAlert message={failure} />
      {withdrawOffer ? (
        <Button variant="primary" fullWidth size="lg" loading={enteringWithdrawOnly} onClick={() => void handleWithdrawOnly()}>
          {t`Withdraw my balance`}
        </Button>
      ) : null}
      <Button type="submit" variant={withdrawOffer ? 'secondary' : 'primary'} fullWidth size="lg" loading={busy}>
        {t`Log in`}
      </Button>
      {smsLoginEnabled ? (
        <LinkButton onClick={() => switchMode(byName ? 'sms' : 'username')}>
          {byName ? t`Log in with an SMS code` : t`Log in with username and password`}
        </LinkButton>
      ) : null}
    </FormStack>
  );
}
