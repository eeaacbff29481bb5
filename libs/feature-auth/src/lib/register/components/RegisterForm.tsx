import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, endpoints, type ErrorKey, type LoginValue, type RegisterSettings } from '@portal/api-contract';
import { activeModalState, portalAlertState, useEndpointMutation, usePlatformClient, useStartSession } from '@portal/data-access';
import {
  CaptchaField,
  FormAlert,
  FormRow,
  FormStack,
  MobileNumberField,
  PasswordField,
  RiskWarning,
  SmsCodeField,
  errorKeyOf,
  usePortalForm,
  useRuleMessages,
  withoutEmpty,
} from '@portal/page-kit';
import { Button, Input, useFormatMoney } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REGISTER_FORM_FIELDS, type RegisterFormField } from '../constants/REGISTER_FORM_FIELDS';
import { useRegisterFieldText } from '../hooks/useRegisterFieldText';
import { buildRegisterSchema, type RegisterFormValues } from '../utils/buildRegisterSchema';
import { isRegisterFieldRequired, registerFormFields, type RegisterMode } from '../utils/registerFormFields';

const PASSWORD_FIELDS: readonly RegisterFormField[] = ['password', 'confirmPassword', 'paymentPassword'];

/** The field a business failure belongs under (when the form shows it). */
const FIELD_OF_ERROR: Partial<Record<ErrorKey, RegisterFormField>> = {
  [ERROR_KEY.usernameTaken]: 'username',
  [ERROR_KEY.mobileTaken]: 'mobileNum',
  [ERROR_KEY.verificationCodeInvalid]: 'verificationCode',
  [ERROR_KEY.verificationCodeExpired]: 'verificationCode',
  [ERROR_KEY.captchaInvalid]: 'captcha',
};

export interface RegisterFormProps {
  mode: RegisterMode;
  settings: RegisterSettings;
  /** `page` shows a Reset button, `modal` a Login button. */
  variant: 'page' | 'modal';
}

/**
 * Registration by username or by mobile number, with the fields, required marks and checks the
 * server's rules give. On success: session, close the modal, go to /, success modal (for mobile
 * registration first the generated account number).
 */
export function RegisterForm({ mode, settings, variant }: RegisterFormProps) {
  const { t } = useLingui();
  const messages = useRuleMessages();
  const formatMoney = useFormatMoney();
  const text = useRegisterFieldText(settings.signUpBonus ? formatMoney(settings.signUpBonus) : undefined);
  const client = usePlatformClient();
  const startSession = useStartSession();
  const setModal = useSetAtom(activeModalState);
  const setAlert = useSetAtom(portalAlertState);
  const navigate = useNavigate();
  // An invitation link (`/register?code=…`, agents' links and members' invite-friend links) fills the invitation code.
  const [searchParams] = useSearchParams();
  const invitationCode = searchParams.get('code')?.trim() ?? '';
  const { rules } = settings;
  const registerUsername = useEndpointMutation(endpoints.register);
  const registerMobile = useEndpointMutation(endpoints.mobileRegister);

  const { REGMBVERF3: verifyMobile, MOBILENUMPASSREG3: mobilePasswordOnly } = settings.switches;
  const fields = useMemo(() => registerFormFields(rules, { mode, verifyMobile, mobilePasswordOnly }), [rules, mode, verifyMobile, mobilePasswordOnly]);
  const schema = useMemo(() => {
    const labels = Object.fromEntries(REGISTER_FORM_FIELDS.map((field) => [field, text[field].label])) as Record<RegisterFormField, string>;
    return buildRegisterSchema(rules, messages, { mode, fields, labels });
  }, [rules, messages, mode, fields, text]);
  const defaultValues: RegisterFormValues = useMemo(
    () => ({
      ...Object.fromEntries(fields.map((field) => [field, field === 'affiliateCode' ? invitationCode : ''])),
      countryDialingCode: settings.defaultCountryDialingCode,
    }),
    [fields, settings.defaultCountryDialingCode, invitationCode],
  );

  const finish = async (value: LoginValue) => {
    await startSession(value);
    setModal(null);
    navigate('/');
    if (mode === 'username') {
      setModal('registerSuccess');
      return;
    }
    setAlert({
      tone: 'info',
      title: t`Registration successful`,
      message: t`Your account number is ${value.userName}. Next time, log in with this account number or with your mobile number.`,
      confirmLabel: t`OK`,
      onConfirm: () => setModal('registerSuccess'),
    });
  };

  const { form, field, submit, failure, setFailure, failures, busy } = usePortalForm({
    schema,
    defaultValues,
    clearOnFailure: fields.includes('captcha') ? ['captcha'] : [],
    invalidFieldMessage: (name) =>
      name === 'countryDialingCode' ? undefined : messages.pattern(rules[name].patternId, rules[name].minLength, rules[name].maxLength),
    onFailure: ({ error, showOnField }) => {
      const key = errorKeyOf(error);
      if (key === ERROR_KEY.invitationCodeError) {
        setAlert({ tone: 'warning', title: t`Registration stopped`, message: t`Invalid invitation code`, confirmLabel: t`Confirm` });
        if (fields.includes('affiliateCode')) showOnField('affiliateCode', messages.invalidInvitationCode);
        return true;
      }
      const target = key ? FIELD_OF_ERROR[key] : undefined;
      if (!target || !fields.includes(target)) return false;
      showOnField(target);
      return true;
    },
    onSubmit: async (values) => {
      const affiliateCode = values.affiliateCode?.trim();
      if (affiliateCode) await client.call(endpoints.affiliateCheck, { code: affiliateCode, domain: window.location.host });
      const { mobileNum = '', countryDialingCode = '', verificationCode = '', username = '', password = '', confirmPassword = '' } = values;
      const payload = {
        ...withoutEmpty(values),
        // Without an invitation-code field the link's code still travels, as referralCode.
        referralCode: !fields.includes('affiliateCode') && invitationCode ? invitationCode : undefined,
        countryDialingCode: mobileNum ? countryDialingCode : undefined,
        // Where the account comes from, for the platform's attribution: the page, the method, the site's domain.
        registerUrl: window.location.href,
        registerMethod: 'WEB' as const,
        domain: window.location.host,
      };
      await finish(
        mode === 'mobile'
          ? await registerMobile.mutateAsync({
              ...payload,
              mobileNum,
              countryDialingCode,
              verificationCode: verificationCode || undefined,
              password,
              confirmPassword,
            })
          : await registerUsername.mutateAsync({ ...payload, username, password, confirmPassword }),
      );
    },
  });

  const handleReset = () => {
    form.reset(defaultValues);
    setFailure(null);
  };
  const sendCode = () =>
    client.call(endpoints.smsRegister, { mobileNo: form.getValues('mobileNum') ?? '', countryDialingCode: form.getValues('countryDialingCode') ?? '' });

  return (
    <FormStack noValidate onSubmit={submit} aria-label={mode === 'mobile' ? t`Register by mobile number` : t`Register by username`}>
      {fields.map((name) => {
        const { label, placeholder, hint } = text[name];
        const required = isRegisterFieldRequired(rules, name, mode);
        if (name === 'mobileNum')
          return (
            <MobileNumberField
              key={name}
              form={form}
              name={name}
              dialCodeName="countryDialingCode"
              label={label}
              placeholder={placeholder}
              required={required}
            />
          );
        if (name === 'verificationCode')
          return <SmsCodeField key={name} form={form} name={name} mobileName="mobileNum" send={sendCode} label={label} placeholder={placeholder} />;
        const common = { label, placeholder, hint, required, ...field(name) };
        if (name === 'captcha') return <CaptchaField key={name} {...common} refreshSignal={failures} />;
        if (PASSWORD_FIELDS.includes(name)) return <PasswordField key={name} {...common} autoComplete="new-password" />;
        return (
          <Input
            key={name}
            {...common}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'username' ? 'username' : name === 'email' ? 'email' : 'off'}
          />
        );
      })}
      <FormAlert message={failure} />
      {/* Regulators ask for the risk-of-harm warning at registration (docs/product/responsible-gaming.md). */}
      <RiskWarning />
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
    </FormStack>
  );
}
