import { z } from 'zod';
import { captchaAnswerSchema, dialingCodeSchema, emptyValue, mobileNumSchema, timestampSchema, verificationCodeSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';
import { PASSWORD_CHANGE_REASONS } from './PASSWORD_CHANGE_ENDPOINTS';

/** The default weak password (docs/product/accounts-and-auth.md `{secret}`): logging in with it asks for a password change. */
export const DEFAULT_WEAK_PASSWORD = '123456';

/** Session lifetime on the sandbox gateway (a real platform may differ). */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** Login failures per username before a captcha is required, and before a 15-minute lock. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_DURATION_MS = 15 * 60 * 1000;
export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
/** 2FA login (TOTP, RFC 6238): a challenge lives 5 minutes, is single use and is revoked after 5 wrong codes. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const TWO_FACTOR_CODE_LENGTH = 6;

const passwordSchema = z.string().min(1).max(64);

// ---------------------------------------------------------------- login

export const loginRequestSchema = z
  .object({
    type: z.enum(['username', 'sms']).default('username'),
    username: z.string().min(1).max(64).optional(),
    password: passwordSchema.optional(),
    captcha: captchaAnswerSchema.optional(),
    mobileNum: mobileNumSchema.optional(),
    countryDialingCode: dialingCodeSchema.optional(),
    verificationCode: verificationCodeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const need = v.type === 'sms' ? (['mobileNum', 'countryDialingCode', 'verificationCode'] as const) : (['username', 'password'] as const);
    for (const field of need) {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'not empty' });
    }
  });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Why a session must change its password first (`mustChangePassword`, and the value of a 403 `password_change_required`). */
export const passwordChangeReasonSchema = z.enum(PASSWORD_CHANGE_REASONS);
export const passwordChangeRequiredSchema = z.object({ reason: passwordChangeReasonSchema });
export type PasswordChangeRequired = z.infer<typeof passwordChangeRequiredSchema>;

/**
 * Value of a successful login (and of register, mobile register, password by phone and free play).
 * `mustChangePassword`: the session may only change the password (PASSWORD_CHANGE_ENDPOINTS) until it
 * does; absent when it may do everything.
 */
export const loginValueSchema = z.object({
  token: z.string().min(1),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  id: z.number().int(),
  userName: z.string(),
  mustChangePassword: passwordChangeReasonSchema.optional(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/**
 * `value` of a failed login (`success: false`): when `captchaRequired`, show the captcha field.
 * When the password was right but the account has 2FA on, the message is `two_factor_required`
 * and the value carries `twoFactorRequired: true` with a `challengeId` to send with the code to
 * loginTwoFactor (no token is issued before the second factor).
 */
export const loginFailureSchema = z.object({
  captchaRequired: z.boolean(),
  remainingAttempts: z.number().int().optional(),
  lockedUntil: timestampSchema.optional(),
  twoFactorRequired: z.boolean().optional(),
  challengeId: z.string().min(1).max(128).optional(),
  challengeExpiresAt: timestampSchema.optional(),
});
export type LoginFailure = z.infer<typeof loginFailureSchema>;

export const loginEndpoint = defineEndpoint({
  name: 'login',
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  encrypted: true,
  request: loginRequestSchema,
  response: loginValueSchema,
  description:
    'Log in by username+password (captcha after 3 failures) or by SMS code (type sms). A new token each time. Failure: success false, value LoginFailure.',
  chosen: [
    'method POST',
    'value also carries id and userName',
    'failure value { captchaRequired, remainingAttempts?, lockedUntil? }',
    '2FA: failure two_factor_required with value { twoFactorRequired: true, challengeId, challengeExpiresAt } (the login value stays one shape; old clients fail safe)',
    'mustChangePassword (default_password, or password_expired under PWDEXPFORCECHANGE3) on a password login: the session reaches only PASSWORD_CHANGE_ENDPOINTS, others answer 403 password_change_required',
  ],
});

export const loginTwoFactorEndpoint = defineEndpoint({
  name: 'loginTwoFactor',
  method: 'POST',
  path: '/wps/session/login/2fa',
  auth: false,
  encrypted: true,
  request: z.object({
    challengeId: z.string().min(1).max(128),
    code: z.string().regex(/^[0-9]{6}$/),
  }),
  response: loginValueSchema,
  description:
    'Second login step for accounts with 2FA: the challenge from the login failure plus the 6-digit TOTP code. Failures: two_factor_code_invalid (value { remainingAttempts }), two_factor_challenge_invalid (unknown, used, expired or replaced by a newer challenge: log in again), account_locked (value { lockedUntil }) at the 5th wrong code of the account across its challenges.',
  chosen: ['method POST', 'challenge single use, 5 minutes', 'value as login'],
});

export const freePlayLoginEndpoint = defineEndpoint({
  name: 'freePlayLogin',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: false,
  encrypted: true,
  request: z.object({
    os: z.string().min(1).max(32),
    platform: z.literal('W').default('W'),
    /** Gateway version 3. */
    version: z.literal(3).default(3),
  }),
  response: loginValueSchema,
  description: 'Free demo: creates a trial account (type 4) with demo money and logs it in. Refused when FREEPLAY3 is off.',
  chosen: ['method POST', 'gateway version as field version: 3', 'value as login'],
});

export const logoutEndpoint = defineEndpoint({
  name: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: true,
  encrypted: false,
  request: noParams,
  response: emptyValue,
  description: 'Revokes the session token (later calls with it get 401).',
});

export const captchaEndpoint = defineEndpoint({
  name: 'captcha',
  method: 'GET',
  path: '/wps/captcha',
  auth: false,
  encrypted: false,
  request: z.object({ t: z.string().max(32).optional() }),
  response: z.string().min(1),
  description: 'A captcha image: value is a base64 PNG (no data: prefix). Its code is bound to the requester by a cookie, single use, valid 2 minutes.',
  chosen: ['value is raw base64 (prefix with data:image/png;base64,)', 'binding by cookie captcha_sid', 'optional cache-buster query t'],
});

// ---------------------------------------------------------------- registration

export { REGISTER_FIELDS, type RegisterField } from './registerFields';

const optionalText = z.string().max(255).optional();

const registrationFields = {
  payeeName: optionalText,
  email: optionalText,
  qqNum: optionalText,
  recommenderId: optionalText,
  captcha: optionalText,
  verificationCode: verificationCodeSchema.optional(),
  affiliateCode: optionalText,
  paymentPassword: optionalText,
  line: optionalText,
  whatsapp: optionalText,
  zalo: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  referralCode: optionalText,
  domain: optionalText,
  countryDialingCode: dialingCodeSchema.optional(),
  /** Log in right after registering (default true). */
  login: z.boolean().optional(),
  firebaseChannel: optionalText,
  firebaseIdToken: z.string().max(4096).optional(),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
};

const confirmMatches = <T extends { password: string; confirmPassword: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'inconsistent_twice' });
};

/**
 * Username registration. The gateway also checks every field against the merchant's register
 * rules (registerSettings): a field breaking its rule gets 400 `invalid_request: <field>`.
 */
export const registerRequestSchema = z
  .object({
    ...registrationFields,
    username: z.string().min(1).max(64),
    password: passwordSchema,
    confirmPassword: passwordSchema,
    mobileNum: mobileNumSchema.optional(),
  })
  .superRefine(confirmMatches);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerEndpoint = defineEndpoint({
  name: 'register',
  method: 'PUT',
  path: '/wps/member/register',
  auth: false,
  encrypted: true,
  request: registerRequestSchema,
  response: loginValueSchema,
  description: 'Username registration; logs the new member in (value as login). Bad invitation code: invitation_code_error.',
  chosen: ['value as login (the new session)'],
});

export const mobileRegisterRequestSchema = z
  .object({
    ...registrationFields,
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    /** The SMS code of smsRegister; not sent when the merchant registers by number and password (MOBILENUMPASSREG3). */
    verificationCode: verificationCodeSchema.optional(),
    password: passwordSchema,
    confirmPassword: passwordSchema,
  })
  .superRefine(confirmMatches);
export type MobileRegisterRequest = z.input<typeof mobileRegisterRequestSchema>;

export const mobileRegisterEndpoint = defineEndpoint({
  name: 'mobileRegister',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: false,
  encrypted: true,
  request: mobileRegisterRequestSchema,
  response: loginValueSchema,
  description:
    'Mobile-number registration with an SMS code (smsRegister), or by number and password alone when MOBILENUMPASSREG3 is on (then the code is not asked for). The generated account number is value.userName; the member can log in with it or the mobile number.',
  chosen: ['value as login; userName is the generated account number', 'MOBILENUMPASSREG3: no SMS code'],
});

// ---------------------------------------------------------------- SMS

export const smsSentSchema = z.object({
  /** The code's validity; the resend countdown is expiredMinutes × 60 s. */
  expiredMinutes: z.number().int().positive(),
  /** When the code expires (ms since the epoch); resend is refused before it. */
  expirationTime: timestampSchema,
});
export type SmsSent = z.infer<typeof smsSentSchema>;

const smsCommon = { countryDialingCode: dialingCodeSchema, captcha: captchaAnswerSchema.optional() };

export const smsNoLoginEndpoint = defineEndpoint({
  name: 'smsNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: false,
  encrypted: false,
  request: z.object({ mobileNum: mobileNumSchema, ...smsCommon }),
  response: smsSentSchema,
  description: 'SMS code for a registered number while logged out (forgot password by phone). 429 within 1 s per number.',
  chosen: ['method POST', 'payload { mobileNum, countryDialingCode, captcha? }', 'value also carries expirationTime'],
});

export const smsRegisterEndpoint = defineEndpoint({
  name: 'smsRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: false,
  encrypted: false,
  request: z.object({ mobileNo: mobileNumSchema, ...smsCommon }),
  response: smsSentSchema,
  description: 'SMS code to register a new mobile number (refused when the number is taken). 429 within 1 s per number.',
  chosen: ['method POST', 'value also carries expirationTime'],
});

export const smsLoginEndpoint = defineEndpoint({
  name: 'smsLogin',
  method: 'POST',
  path: '/wps/verification/sms/login',
  auth: false,
  encrypted: false,
  request: z.object({ mobileNum: mobileNumSchema, ...smsCommon }),
  response: smsSentSchema,
  description:
    'SMS code to log in by SMS (MOBILEVERCODELOGIN3), with the human check: a solved captcha (captcha_required, captcha_check_failed before anything is looked up or sent). 429 within 1 s per number; 429 sms_quota_exceeded past the number’s quota.',
  chosen: [
    'path /wps/verification/sms/login',
    'method POST',
    'human check as the captcha field, required by the platform (optional in the schema: its absence is a business failure)',
  ],
});

// ---------------------------------------------------------------- passwords

export const passwordByPhoneEndpoint = defineEndpoint({
  name: 'passwordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: false,
  encrypted: true,
  request: z
    .object({
      mobileNum: mobileNumSchema,
      countryDialingCode: dialingCodeSchema,
      verificationCode: verificationCodeSchema,
      newPassword: passwordSchema,
      confirmNewPassword: passwordSchema.optional(),
    })
    .superRefine((v, ctx) => {
      if (v.confirmNewPassword !== undefined && v.confirmNewPassword !== v.newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'inconsistent_twice' });
      }
    }),
  response: loginValueSchema,
  description: 'Sets a new password with an SMS code (smsNoLogin) and logs in (value as login). CHNGPASSVERIF3.',
  chosen: ['value as login (automatic login)', 'optional confirmNewPassword'],
});

export const forgotPasswordEmailEndpoint = defineEndpoint({
  name: 'forgotPasswordEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  auth: false,
  encrypted: false,
  form: true,
  request: z.object({ username: z.string().min(1).max(64), email: z.email() }),
  response: emptyValue,
  description:
    'Sends a reset e-mail when the pair is a member of the brand (the sandbox only records it). The answer is the same whether the pair matched or not (no account oracle); 429 too_many_requests beyond the per-client and per-username limits.',
  chosen: ['method POST'],
});

export const changePasswordEndpoint = defineEndpoint({
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  auth: true,
  encrypted: true,
  request: z.object({ oldPassword: passwordSchema, newPassword: passwordSchema, confirmNewPassword: passwordSchema }).superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmNewPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'inconsistent_twice' });
    }
  }),
  response: emptyValue,
  description: 'Changes the password; every session of the member is revoked (log in again).',
  chosen: ['method POST', 'revokes all sessions of the member'],
});

export const authEndpoints = {
  login: loginEndpoint,
  loginTwoFactor: loginTwoFactorEndpoint,
  freePlayLogin: freePlayLoginEndpoint,
  logout: logoutEndpoint,
  captcha: captchaEndpoint,
  register: registerEndpoint,
  mobileRegister: mobileRegisterEndpoint,
  smsNoLogin: smsNoLoginEndpoint,
  smsRegister: smsRegisterEndpoint,
  smsLogin: smsLoginEndpoint,
  passwordByPhone: passwordByPhoneEndpoint,
  forgotPasswordEmail: forgotPasswordEmailEndpoint,
  changePassword: changePasswordEndpoint,
} as const;
