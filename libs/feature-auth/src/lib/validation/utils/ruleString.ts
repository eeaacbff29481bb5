import type { RegisterRule } from '@portal/api-contract';
import { z } from 'zod';
import { checkRule, maxLengthOf } from './checkRule';
import type { RuleMessages } from './ruleMessages';

export interface RuleStringOptions {
  /** Field label, used in the required message. */
  label: string;
  /** Overrides the rule's `required` (e.g. the mobile number of mobile registration). */
  required?: boolean;
  maxLengthCap?: number;
  /** A message that replaces the patternId lookup (verification code, invitation code). */
  patternMessage?: string;
}

/** A zod string validated by a server rule with the spec's messages. */
export function ruleString(rule: RegisterRule, messages: RuleMessages, options: RuleStringOptions) {
  return z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      const failure = checkRule(rule, value, { required: options.required, maxLengthCap: options.maxLengthCap });
      if (failure === 'required') ctx.addIssue({ code: 'custom', message: messages.required(options.label) });
      if (failure === 'pattern') {
        ctx.addIssue({
          code: 'custom',
          message: options.patternMessage ?? messages.pattern(rule.patternId, rule.minLength, maxLengthOf(rule, options.maxLengthCap)),
        });
      }
    });
}

/** A required string without a rule (login password, SMS code…). */
export function requiredString(label: string, messages: RuleMessages) {
  return z
    .string()
    .default('')
    .refine((value) => value.trim().length > 0, messages.required(label));
}
