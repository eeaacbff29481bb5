import { z } from 'zod';
import { emptyValue, timestampSchema, verificationCodeSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';
import { smsSentSchema } from '../auth/auth.endpoints';
import { paymentPasswordCheckSchema, paymentPasswordSchema } from './cashier.common';

export const paymentPasswordStatusSchema = z.object({
  isSet: z.boolean(),
  /** Locked after 5 wrong attempts until lockedUntil (setting it again with an SMS code unlocks). */
  locked: z.boolean(),
  lockedUntil: timestampSchema.nullable(),
  remainingAttempts: z.number().int().min(0),
  /** The SMS code goes to the member's mobile number; none bound: the member must bind one first. */
  mobileBound: z.boolean(),
  /** e.g. '+55 ******0001' */
  maskedMobile: z.string().nullable(),
});
export type PaymentPasswordStatus = z.infer<typeof paymentPasswordStatusSchema>;

export const paymentPasswordStatusEndpoint = defineEndpoint({
  name: 'paymentPasswordStatus',
  method: 'GET',
  path: '/wps/cashier/payment-password',
  auth: true,
  encrypted: false,
  request: noParams,
  response: paymentPasswordStatusSchema,
  description: 'Whether the member has a payment password, the lockout state and where the SMS code goes.',
  chosen: ['path /wps/cashier/payment-password', 'method GET'],
});

export const smsPaymentPasswordEndpoint = defineEndpoint({
  name: 'smsPaymentPassword',
  method: 'POST',
  path: '/wps/verification/sms/paymentPassword',
  auth: true,
  encrypted: false,
  request: noParams,
  response: smsSentSchema,
  description:
    'SMS code to the member’s own mobile number for setting (or resetting) the payment password. No number bound: 400 mobile_not_bound. 429 within 1 s.',
  chosen: ['path /wps/verification/sms/paymentPassword', 'method POST', 'number taken from the member'],
});

export const paymentPasswordSetEndpoint = defineEndpoint({
  name: 'paymentPasswordSet',
  method: 'POST',
  path: '/wps/cashier/payment-password',
  auth: true,
  encrypted: false,
  request: z
    .object({ verificationCode: verificationCodeSchema, paymentPassword: paymentPasswordSchema, confirmPaymentPassword: z.string().max(64) })
    .refine((v) => v.paymentPassword === v.confirmPaymentPassword, { path: ['confirmPaymentPassword'], message: 'inconsistent_twice' }),
  response: paymentPasswordStatusSchema,
  description:
    'Sets the payment password (6 digits) with an SMS code (smsPaymentPassword); also the way to reset a forgotten one, which clears a lockout. Wrong code: invalid_verification_code / code_expired.',
  chosen: ['path /wps/cashier/payment-password', 'method POST', 'set and reset are the same call'],
});

export const paymentPasswordChangeEndpoint = defineEndpoint({
  name: 'paymentPasswordChange',
  method: 'PUT',
  path: '/wps/cashier/payment-password',
  auth: true,
  encrypted: false,
  request: z
    .object({ oldPaymentPassword: paymentPasswordCheckSchema, newPaymentPassword: paymentPasswordSchema, confirmPaymentPassword: z.string().max(64) })
    .refine((v) => v.newPaymentPassword === v.confirmPaymentPassword, { path: ['confirmPaymentPassword'], message: 'inconsistent_twice' }),
  response: emptyValue,
  description:
    'Changes the payment password. Wrong old one: 400 payment_password_error (value { field: oldPaymentPassword, remainingAttempts }); after 5: 403 payment_password_locked (lockedUntil). Not set: 400 payment_password_not_set.',
  chosen: ['path /wps/cashier/payment-password', 'method PUT'],
});

export const paymentPasswordEndpoints = {
  paymentPasswordStatus: paymentPasswordStatusEndpoint,
  smsPaymentPassword: smsPaymentPasswordEndpoint,
  paymentPasswordSet: paymentPasswordSetEndpoint,
  paymentPasswordChange: paymentPasswordChangeEndpoint,
} as const;
