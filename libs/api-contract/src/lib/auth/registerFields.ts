// Apart from the auth endpoints: the platform's settings (system.endpoints) list the same fields, and
// that module is on the first screen's schemas while the auth endpoints are not (docs/product/performance.md).
/** Every field of the registration payload (docs/product/accounts-and-auth.md) that the per-field rules can govern. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'domain',
  'countryDialingCode',
  'login',
  'firebaseChannel',
  'firebaseIdToken',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
