import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, endpoints } from '@portal/api-contract';
import { usePlatformClient, useRegisterSettings } from '@portal/data-access';
import { FormAlert, FormStack, MobileNumberField, PasswordField, SmsCodeField, errorKeyOf, useMobileCodeShape, usePortalForm } from '@portal/page-kit';
import { Button } from '@portal/ui-kit';
import { useMemo } from 'react';
import { z } from 'zod';
import { useCurrentPasswordSchema } from '../hooks/useCurrentPasswordSchema';

export interface BindMobileFormProps {
  /** A number is bound already (the form changes it). */
  change: boolean;
  onDone: () => void;
}

/**
 * Binds or changes the mobile number: the SMS code sent to the new number plus the current login
 * password, because the number receives the codes that reset the payment password
 * (docs/product/security-centre.md).
 */
export function BindMobileForm({ change, onDone }: BindMobileFormProps) {
  const { t } = useLingui();
  const client = usePlatformClient();
  const { data: settings } = useRegisterSettings();
  const mobileCode = useMobileCodeShape();
  const password = useCurrentPasswordSchema();
  const schema = useMemo(() => z.object({ ...mobileCode, password }), [mobileCode, password]);
  const { form, field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { mobileNum: '', countryDialingCode: settings?.defaultCountryDialingCode ?? '', verificationCode: '', password: '' },
    focusOnFailure: 'verificationCode',
    onFailure: ({ error, showOnField }) => {
      const key = errorKeyOf(error);
      if (key === ERROR_KEY.passwordWrong) showOnField('password');
      else if (key === ERROR_KEY.mobileTaken) showOnField('mobileNum');
      else return false;
      return true;
    },
    onSubmit: async (values) => {
      await client.call(endpoints.bindMobile, values);
      onDone();
    },
  });
  const sendCode = () =>
    client.call(endpoints.bindMobileSms, { mobileNum: form.getValues('mobileNum'), countryDialingCode: form.getValues('countryDialingCode') });

  return (
    <FormStack noValidate onSubmit={submit} aria-label={change ? t`Change mobile number` : t`Bind mobile number`}>
      <MobileNumberField form={form} name="mobileNum" dialCodeName="countryDialingCode" label={change ? t`New mobile number` : t`Mobile number`} />
      <SmsCodeField form={form} name="verificationCode" mobileName="mobileNum" send={sendCode} basis="expirationTime" />
      <PasswordField label={t`Current login password`} required autoComplete="current-password" {...field('password')} />
      <FormAlert message={failure} />
      <Button type="submit" loading={busy}>
        {change ? t`Change mobile number` : t`Bind mobile number`}
      </Button>
    </FormStack>
  );
}
