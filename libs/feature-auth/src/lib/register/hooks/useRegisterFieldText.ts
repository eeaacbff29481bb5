import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { RegisterFormField } from '../constants/REGISTER_FORM_FIELDS';

export interface RegisterFieldText {
  label: string;
  placeholder: string;
  /** Shown under the field. */
  hint?: string;
}

/**
 * Label and placeholder of every registration field. `bonus` is the sign-up bonus in the brand's
 * money format (`1.000 ₫`): the Zalo and WhatsApp fields, where the bonus is redeemed, name it
 * (docs/product/accounts-and-auth.md).
 */
export function useRegisterFieldText(bonus?: string): Record<RegisterFormField, RegisterFieldText> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      username: { label: t`Username`, placeholder: t`Choose a username` },
      mobileNum: { label: t`Mobile number`, placeholder: t`Enter your mobile number` },
      verificationCode: { label: t`Verification code`, placeholder: t`Enter the SMS code` },
      password: { label: t`Password`, placeholder: t`Create a password` },
      confirmPassword: { label: t`Confirm password`, placeholder: t`Repeat the password` },
      paymentPassword: { label: t`Payment password`, placeholder: t`Create a payment password` },
      payeeName: { label: t`Real name`, placeholder: t`Your full name, as on your bank account` },
      email: { label: t`E-mail`, placeholder: t`name@example.com` },
      qqNum: { label: t`QQ`, placeholder: t`Your QQ number` },
      whatsapp: bonus
        ? { label: t`WhatsApp`, placeholder: t`Enter a WhatsApp number ID to redeem the ${bonus} bonus`, hint: t`Registration bonus: ${bonus}` }
        : { label: t`WhatsApp`, placeholder: t`Enter a WhatsApp number ID to redeem the bonus` },
      zalo: bonus
        ? { label: t`Zalo`, placeholder: t`Enter a Zalo number ID to redeem the ${bonus} bonus`, hint: t`Registration bonus: ${bonus}` }
        : { label: t`Zalo`, placeholder: t`Enter a Zalo number ID to redeem the bonus` },
      line: { label: t`LINE`, placeholder: t`Your LINE ID` },
      facebook: { label: t`Facebook`, placeholder: t`Your Facebook account` },
      wechat: { label: t`WeChat`, placeholder: t`Your WeChat ID` },
      idNumber: { label: t`ID number`, placeholder: t`Your identity document number` },
      recommenderId: { label: t`Recommender`, placeholder: t`Username of who recommended you` },
      affiliateCode: { label: t`Invitation code`, placeholder: t`Invitation code (optional)` },
      captcha: { label: t`Captcha`, placeholder: t`Enter the characters in the image` },
    }),
    [t, bonus],
  );
}
