import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, endpoints, type LoginValue, type RegisterRules, type RegisterSettings } from '@portal/api-contract';
import { activeModalState, isPlatformError, portalAlertState, useEndpointMutation, usePlatformClient, useStartSession } from '@portal/data-access';
import { Button, Input } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CaptchaField } from '../../captcha/components/CaptchaField';
import { DialCodeSelect } from '../../country/components/DialCodeSelect';
import { useErrorMessage } from '../../errors/hooks/useErrorMessage';
import { AuthForm } from '../../form/components/AuthForm';
import { FormAlert } from '../../form/components/FormAlert';
import { FormRow } from '../../form/components/FormRow';
import { withoutEmpty } from '../../form/utils/withoutEmpty';
import { SmsCodeButton } from '../../sms/components/SmsCodeButton';
import { useSmsSender } from '../../sms/hooks/useSmsSender';
import { useRuleMessages } from '../../validation/hooks/useRuleMessages';
import { REGISTER_FORM_FIELDS, type RegisterFormField } from '../constants/REGISTER_FORM_FIELDS';
import { useRegisterFieldText } from '../hooks/useRegisterFieldText';
import { buildRegisterSchema, type RegisterFormValues } from '../utils/buildRegisterSchema';
import { isRegisterFieldRequired, registerFormFields, type RegisterMode } from '../utils/registerFormFields';

const PASSWORD_FIELDS: readonly RegisterFormField[] = ['password', 'confirmPassword', 'paymentPassword'];

export interface RegisterFormProps {
  mode: RegisterMode;
  settings: RegisterSettings;
  /** `page` shows a Reset button, `modal` a Login button (spec §2). */
  variant: 'page' | 'modal';
}

/**
 * Registration by username or by mobile number, with the fields, required marks and checks the
 * server's rules give (spec §5). On success: session, close the modal, go to /, success modal
 * (for mobile registration first the generated account number).
 */
export function RegisterForm({ mode, settings, variant }: RegisterFormProps) {
  const { t } = useLingui();
  const messages = useRuleMessages();
  const text = useRegisterFieldText();
  const errorMessage = useErrorMessage();
  const client = usePlatformClient();
  const startSession = useStartSession();
  const setModal = useSetAtom(activeModalState);
  const setAlert = useSetAtom(portalAlertState);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaSignal, setCaptchaSignal] = useState(0);
  const inFlight = useRef(false);
  const rules: RegisterRules = settings.rules;

  const fields = useMemo(() => registerFormFields(rules, { mode, verifyMobile: settings.switches.REGMBVERF3 }), [rules, mode, settings.switches.REGMBVERF3]);
  const labels = useMemo(
    () => Object.fromEntries(REGISTER_FORM_FIELDS.map((field) => [field, text[field].label])) as Record<RegisterFormField, string>,
    [text],
  );
  const schema = useMemo(() => buildRegisterSchema(rules, messages, { mode, fields, labels }), [rules, messages, mode, fields, labels]);
  const defaultValues: RegisterFormValues = useMemo(
    () => ({ ...Object.fromEntries(fields.map((field) => [field, ''])), countryDialingCode: settings.defaultCountryDialingCode }),
    [fields, settings.defaultCountryDialingCode],
  );
  const { register, handleSubmit, formState, reset, setError, setFocus, getValues, trigger, setValue, control } = useForm<RegisterFormValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<RegisterFormValues>,
    defaultValues,
  });
  const register$ = useEndpointMutation(endpoints.register);
  const mobileRegister = useEndpointMutation(endpoints.mobileRegister);

  const sms = useSmsSender({
    validate: () => trigger('mobileNum', { shouldFocus: true }),
    send: () => client.call(endpoints.smsRegister, { mobileNo: getValues('mobileNum') ?? '', countryDialingCode: getValues('countryDialingCode') ?? '' }),
  });

  const finish = async (value: LoginValue) => {
    await startSession(value);
    setModal(null);
    navigate('/');
    if (mode === 'mobile') {
      setAlert({
        tone: 'info',
        title: t`Registration successful`,
        message: t`Your account number is ${value.userName}. Next time, log in with this account number or with your mobile number.`,
        confirmLabel: t`OK`,
        onConfirm: () => setModal('registerSuccess'),
      });
    } else {
      setModal('registerSuccess');
    }
  };

  const handleValid = async (values: RegisterFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const affiliateCode = values.affiliateCode?.trim();
      if (affiliateCode) {
        try {
          await client.call(endpoints.affiliateCheck, { code: affiliateCode, domain: window.location.host });
        } catch (error) {
          if (isPlatformError(error) && error.messageKey === ERROR_KEY.invitationCodeError) {
            setAlert({ tone: 'warning', title: t`Registration stopped`, message: t`Invalid invitation code`, confirmLabel: t`Confirm` });
            setError('affiliateCode', { message: messages.invalidInvitationCode }, { shouldFocus: true });
            return;
          }
          throw error;
        }
      }
      const payload = {
        ...withoutEmpty(values),
        countryDialingCode: values.mobileNum ? values.countryDialingCode : undefined,
        registerUrl: window.location.href,
        registerMethod: 'WEB' as const,
      };
      const value =
        mode === 'mobile'
          ? await mobileRegister.mutateAsync({
              ...payload,
              mobileNum: values.mobileNum ?? '',
              countryDialingCode: values.countryDialingCode ?? '',
              verificationCode: values.verificationCode ?? '',
              password: values.password ?? '',
              confirmPassword: values.confirmPassword ?? '',
            })
          : await register$.mutateAsync({
              ...payload,
              username: values.username ?? '',
              password: values.password ?? '',
              confirmPassword: values.confirmPassword ?? '',
            });
      await finish(value);
    } catch (error) {
      handleFailure(error);
    } finally {
      inFlight.current = false;
    }
  };

  const handleFailure = (error: unknown) => {
    if (fields.includes('captcha')) {
      setValue('captcha', '');
      setCaptchaSignal((n) => n + 1);
    }
    if (!isPlatformError(error)) {
      setFailure(errorMessage(error));
      return;
    }
    const field = fieldOfError(error.messageKey, fields);
    if (field) {
      const rule = rules[field];
      setError(field, { message: messages.pattern(rule.patternId, rule.minLength, rule.maxLength) }, { shouldFocus: true });
      return;
    }
    if (error.messageKey === ERROR_KEY.invitationCodeError) {
      setAlert({ tone: 'warning', title: t`Registration stopped`, message: t`Invalid invitation code`, confirmLabel: t`Confirm` });
      if (fields.includes('affiliateCode')) setError('affiliateCode', { message: messages.invalidInvitationCode }, { shouldFocus: true });
      return;
    }
    const message = errorMessage(error);
    const target = targetOfBusinessError(error.messageKey, fields);
    if (target) setError(target, { message }, { shouldFocus: true });
    else setFailure(message);
  };

  const handleReset = () => {
    reset(defaultValues);
    setFailure(null);
  };

  const busy = formState.isSubmitting || register$.isPending || mobileRegister.isPending;
  return (
    <AuthForm noValidate onSubmit={handleSubmit(handleValid)} aria-label={mode === 'mobile' ? t`Register by mobile number` : t`Register by username`}>
      {fields.map((field) => {
        const required = isRegisterFieldRequired(rules, field, mode);
        const common = {
          label: text[field].label,
          placeholder: text[field].placeholder,
          required,
          error: formState.errors[field]?.message,
          ...register(field),
        };
        if (field === 'mobileNum') {
          return (
            <Input
              key={field}
              {...common}
              inputMode="numeric"
              autoComplete="tel-national"
              startAdornment={
                <Controller
                  control={control}
                  name="countryDialingCode"
                  render={({ field: dial }) => <DialCodeSelect value={dial.value ?? ''} onChange={dial.onChange} />}
                />
              }
            />
          );
        }
        if (field === 'verificationCode') {
          return (
            <FormRow key={field}>
              <Input
                {...common}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={255}
                endAdornment={<SmsCodeButton onSend={sms.send} sending={sms.sending} remaining={sms.remaining} />}
              />
            </FormRow>
          );
        }
        if (field === 'captcha') return <CaptchaField key={field} {...common} refreshSignal={captchaSignal} />;
        const isPassword = PASSWORD_FIELDS.includes(field);
        return (
          <Input
            key={field}
            {...common}
            type={isPassword ? 'password' : field === 'email' ? 'email' : 'text'}
            autoComplete={isPassword ? 'new-password' : field === 'username' ? 'username' : field === 'email' ? 'email' : 'off'}
            showPasswordLabel={isPassword ? t`Show password` : undefined}
            hidePasswordLabel={isPassword ? t`Hide password` : undefined}
          />
        );
      })}
      <FormAlert message={failure} />
      <FormRow>
        {variant === 'page' ? (
          <Button variant="secondary" size="lg" onClick={handleReset} disabled={busy}>
            {t`Reset`}
          </Button>
        ) : (
          <Button variant="secondary" size="lg" onClick={() => setModal('login')} disabled={busy}>
            {t`Log in`}
          </Button>
        )}
        <Button type="submit" size="lg" loading={busy}>
          {t`Register`}
        </Button>
      </FormRow>
    </AuthForm>
  );

  function targetOfBusinessError(key: string | undefined, shown: readonly RegisterFormField[]): RegisterFormField | null {
    const byKey: Record<string, RegisterFormField> = {
      [ERROR_KEY.usernameTaken]: 'username',
      [ERROR_KEY.mobileTaken]: 'mobileNum',
      [ERROR_KEY.verificationCodeInvalid]: 'verificationCode',
      [ERROR_KEY.verificationCodeExpired]: 'verificationCode',
      [ERROR_KEY.captchaInvalid]: 'captcha',
    };
    const target = key ? byKey[key] : undefined;
    if (target && shown.includes(target)) {
      setFocus(target);
      return target;
    }
    return null;
  }
}

/** `invalid_request: <field>` names the field the server refused. */
function fieldOfError(key: string | undefined, shown: readonly RegisterFormField[]): RegisterFormField | null {
  const match = key ? /^invalid_request: (\w+)$/.exec(key) : null;
  const field = match?.[1] as RegisterFormField | undefined;
  return field && shown.includes(field) ? field : null;
}
