import type { RegisterRules } from '@portal/api-contract';
import { z } from 'zod';
import { ruleString } from '../../validation/utils/ruleString';
import type { RuleMessages } from '../../validation/utils/ruleMessages';
import { VERIFICATION_CODE_MAX_LENGTH, type RegisterFormField } from '../constants/REGISTER_FORM_FIELDS';
import { isRegisterFieldRequired, type RegisterMode } from './registerFormFields';

export type RegisterFormValues = Partial<Record<RegisterFormField, string>> & { countryDialingCode?: string };

export interface BuildRegisterSchemaOptions {
  mode: RegisterMode;
  /** The fields the form shows (see registerFormFields). */
  fields: readonly RegisterFormField[];
  /** Field labels for the required messages. */
  labels: Record<RegisterFormField, string>;
}

/**
 * The registration schema, built at run time from the server's per-field rules (spec §5): only the
 * shown fields, each required per rule (or per mode), matched against acceptedPattern and the
 * length bounds with the patternId's message; confirmPassword must equal password.
 */
export function buildRegisterSchema(rules: RegisterRules, messages: RuleMessages, { mode, fields, labels }: BuildRegisterSchemaOptions) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const required = isRegisterFieldRequired(rules, field, mode);
    const rule = rules[field];
    shape[field] = ruleString(rule, messages, {
      label: labels[field],
      required,
      maxLengthCap: field === 'verificationCode' ? VERIFICATION_CODE_MAX_LENGTH : undefined,
      patternMessage: field === 'verificationCode' ? messages.invalidVerificationCode : field === 'affiliateCode' ? messages.invalidInvitationCode : undefined,
    });
  }
  if (fields.includes('mobileNum')) shape['countryDialingCode'] = z.string().default('');
  return z.object(shape).superRefine((values, ctx) => {
    if (fields.includes('confirmPassword') && values['confirmPassword'] && values['confirmPassword'] !== values['password']) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.inconsistent });
    }
  });
}
