import type { RegisterRules } from '@portal/api-contract';
import { VERIFICATION_CODE_MAX_LENGTH, ruleIssue, type RuleMessages } from '@portal/page-kit';
import { z } from 'zod';
import { REGISTER_FORM_FIELDS, type RegisterFormField } from '../constants/REGISTER_FORM_FIELDS';
import { isRegisterFieldRequired, type RegisterMode } from './registerFormFields';

const REGISTER_VALUE_KEYS = [...REGISTER_FORM_FIELDS, 'countryDialingCode'] as const;

/** The values of a registration form: the shown fields and the dialling code, all text. */
export type RegisterFormValues = Partial<Record<(typeof REGISTER_VALUE_KEYS)[number], string>>;

export interface BuildRegisterSchemaOptions {
  mode: RegisterMode;
  /** The fields the form shows (see registerFormFields). */
  fields: readonly RegisterFormField[];
  /** Field labels for the required messages. */
  labels: Record<RegisterFormField, string>;
}

/**
 * The registration schema, built at run time from the server's per-field rules: only the shown
 * fields are checked, each required per rule (or per mode), matched against acceptedPattern and the
 * length bounds with the patternId's message; confirmPassword must equal password.
 */
export function buildRegisterSchema(rules: RegisterRules, messages: RuleMessages, { mode, fields, labels }: BuildRegisterSchemaOptions) {
  return z.partialRecord(z.enum(REGISTER_VALUE_KEYS), z.string()).superRefine((values, ctx) => {
    for (const field of fields) {
      const message = ruleIssue(rules[field], values[field], messages, {
        label: labels[field],
        required: isRegisterFieldRequired(rules, field, mode),
        maxLengthCap: field === 'verificationCode' ? VERIFICATION_CODE_MAX_LENGTH : undefined,
        patternMessage:
          field === 'verificationCode' ? messages.invalidVerificationCode : field === 'affiliateCode' ? messages.invalidInvitationCode : undefined,
      });
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
    if (fields.includes('confirmPassword') && values.confirmPassword && values.confirmPassword !== values.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.inconsistent });
    }
  });
}
