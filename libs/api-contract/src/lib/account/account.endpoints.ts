import { z } from 'zod';
import { dialingCodeSchema, mobileNumSchema, paged, pageQuery, timestampSchema, verificationCodeSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';
import { smsSentSchema } from '../auth/auth.endpoints';

/**
 * The security centre (docs/product/security-centre.md): contact bindings, two-factor
 * authentication, active sessions and login history. Every change that weakens protection (a new
 * mobile number or e-mail, 2FA off) needs the current login password or a code.
 */

/** The member's current login password, asked again before a sensitive change. */
export const currentPasswordSchema = z.string().min(1).max(64);
/** A 6-digit authenticator (TOTP) code. */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, 'six_digits');

export const accountSecuritySchema = z.object({
  /** e.g. '+55 *******0001'; null when no number is bound. */
  maskedMobile: z.string().nullable(),
  email: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  paymentPasswordSet: z.boolean(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export const accountSecurityEndpoint = defineEndpoint({
  name: 'accountSecurity',
  method: 'GET',
  path: '/wps/member/security',
  auth: true,
  encrypted: false,
  request: noParams,
  response: accountSecuritySchema,
  description: 'What protects the account: bound mobile (masked), e-mail, 2FA on or off, payment password set.',
  chosen: ['extra call (security centre)', 'path /wps/member/security', 'method GET'],
});

export const bindMobileSmsEndpoint = defineEndpoint({
  name: 'bindMobileSms',
  method: 'POST',
  path: '/wps/verification/sms/bindMobile',
  auth: true,
  encrypted: false,
  request: z.object({ countryDialingCode: dialingCodeSchema, mobileNum: mobileNumSchema }),
  response: smsSentSchema,
  description: 'SMS code to the number the member wants to bind (refused when another account has it: mobile_exists). 429 within 1 s.',
  chosen: ['extra call (security centre)', 'path /wps/verification/sms/bindMobile', 'method POST'],
});

export const bindMobileEndpoint = defineEndpoint({
  name: 'bindMobile',
  method: 'PUT',
  path: '/wps/member/security/mobile',
  auth: true,
  encrypted: true,
  request: z.object({
    countryDialingCode: dialingCodeSchema,
    mobileNum: mobileNumSchema,
    verificationCode: verificationCodeSchema,
    password: currentPasswordSchema,
  }),
  response: accountSecuritySchema,
  description:
    'Binds or changes the mobile number: the SMS code sent to the new number plus the current login password (the number receives the codes that reset the payment password). Wrong password: password_error (value { field: password }).',
  chosen: ['extra call (security centre)', 'method PUT', 'password required for the first binding too'],
});

export const bindEmailEndpoint = defineEndpoint({
  name: 'bindEmail',
  method: 'PUT',
  path: '/wps/member/security/email',
  auth: true,
  encrypted: true,
  request: z.object({ email: z.email().max(254), password: currentPasswordSchema }),
  response: accountSecuritySchema,
  description:
    'Binds or changes the e-mail (it receives password resets) with the current login password; the sandbox records a notice in its e-mail outbox. Wrong password: password_error.',
  chosen: ['extra call (security centre)', 'method PUT', 'no e-mail link to confirm (sandbox)'],
});

export const twoFactorSetupSchema = z.object({
  /** Base32 TOTP secret, shown beside the QR code for manual entry. */
  secret: z.string(),
  /** otpauth://totp/<issuer>:<account>?secret=…&issuer=…&digits=6&period=30 (the QR code's content). */
  otpauthUri: z.string(),
  /** The pending secret is dropped after this (ms since the epoch). */
  expiresAt: timestampSchema,
});

export const twoFactorSetupEndpoint = defineEndpoint({
  name: 'twoFactorSetup',
  method: 'POST',
  path: '/wps/member/security/2fa/setup',
  auth: true,
  encrypted: true,
  request: z.object({ password: currentPasswordSchema }),
  response: twoFactorSetupSchema,
  description:
    'Starts turning on 2FA: a new pending TOTP secret (10 minutes) after the current login password. Already on: two_factor_already_enabled. Wrong password: password_error.',
  chosen: ['extra call (security centre)', 'password before the secret is shown', 'pending secret for 10 minutes'],
});

export const twoFactorEnableEndpoint = defineEndpoint({
  name: 'twoFactorEnable',
  method: 'POST',
  path: '/wps/member/security/2fa',
  auth: true,
  encrypted: true,
  request: z.object({ code: totpCodeSchema }),
  response: accountSecuritySchema,
  description:
    'Confirms the pending secret with a code of the authenticator app: 2FA is on from the next login. Wrong code: two_factor_code_invalid; no pending secret or expired: two_factor_setup_expired.',
  chosen: ['extra call (security centre)', 'method POST'],
});

export const twoFactorDisableEndpoint = defineEndpoint({
  name: 'twoFactorDisable',
  method: 'POST',
  path: '/wps/member/security/2fa/disable',
  auth: true,
  encrypted: true,
  request: z.object({ code: totpCodeSchema }),
  response: accountSecuritySchema,
  description:
    'Turns 2FA off with a current code of the authenticator app. Wrong codes count toward the 2FA lock of the account (two_factor_code_invalid with remainingAttempts, then account_locked). Off already: two_factor_not_enabled.',
  chosen: ['extra call (security centre)', 'POST …/2fa/disable (a body, unlike DELETE)'],
});

export const activeSessionSchema = z.object({
  /** Opaque id of the session (a prefix of its token's hash; never the token). */
  id: z.string(),
  /** The session of this request. */
  current: z.boolean(),
  /** Browser and operating system read from the user agent ('Chrome', 'Windows'); null when not recognised. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string(),
  createdAt: timestampSchema,
  lastSeenAt: timestampSchema,
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsEndpoint = defineEndpoint({
  name: 'activeSessions',
  method: 'GET',
  path: '/wps/member/sessions',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.array(activeSessionSchema),
  description: 'The member’s live sessions (not revoked, not idle or too old), this one first, then by last activity.',
  chosen: ['extra call (security centre)', 'path /wps/member/sessions'],
});

export const signOutOtherSessionsEndpoint = defineEndpoint({
  name: 'signOutOtherSessions',
  method: 'POST',
  path: '/wps/member/sessions/signOutOthers',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({ revoked: z.number().int().min(0) }),
  description: 'Revokes every live session of the member except this one (their next call gets 401).',
  chosen: ['extra call (security centre)', 'method POST'],
});

export const LOGIN_RESULTS = ['success', 'wrong_password', 'wrong_code', 'locked'] as const;
export const loginResultSchema = z.enum(LOGIN_RESULTS);
export type LoginResult = z.infer<typeof loginResultSchema>;

export const loginHistoryEntrySchema = z.object({
  id: z.number().int(),
  time: timestampSchema,
  ip: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  result: loginResultSchema,
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;

export const loginHistoryEndpoint = defineEndpoint({
  name: 'loginHistory',
  method: 'GET',
  path: '/wps/member/loginHistory',
  auth: true,
  encrypted: false,
  request: z.object({ ...pageQuery(10, 50) }),
  response: paged(loginHistoryEntrySchema),
  description:
    'Login attempts on the account, newest first: success, wrong_password, wrong_code (second step) or locked; with IP, browser and system. Kept 90 days.',
  chosen: ['extra call (security centre)', 'path /wps/member/loginHistory', 'paged value'],
});

export const accountEndpoints = {
  accountSecurity: accountSecurityEndpoint,
  bindMobileSms: bindMobileSmsEndpoint,
  bindMobile: bindMobileEndpoint,
  bindEmail: bindEmailEndpoint,
  twoFactorSetup: twoFactorSetupEndpoint,
  twoFactorEnable: twoFactorEnableEndpoint,
  twoFactorDisable: twoFactorDisableEndpoint,
  activeSessions: activeSessionsEndpoint,
  signOutOtherSessions: signOutOtherSessionsEndpoint,
  loginHistory: loginHistoryEndpoint,
} as const;
