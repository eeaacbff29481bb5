/** The text fields a registration form can show, in display order (docs/product/accounts-and-auth.md). */
export const REGISTER_FORM_FIELDS = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'email',
  'qqNum',
  'whatsapp',
  'zalo',
  'line',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

export type RegisterFormField = (typeof REGISTER_FORM_FIELDS)[number];

/** Fields shown only when the server's rule enables them: everything from the payment password on. */
export const OPTIONAL_REGISTER_FIELDS: readonly RegisterFormField[] = REGISTER_FORM_FIELDS.slice(REGISTER_FORM_FIELDS.indexOf('paymentPassword'));
