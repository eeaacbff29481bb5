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

/** The message of what is wrong with `value` under a server rule, or null when it passes. */
export function ruleIssue(rule: RegisterRule, value: string | undefined, messages: RuleMessages, options: RuleStringOptions): string | null {
  const failure = checkRule(rule, value, { required: options.required, maxLengthCap: options.maxLengthCap });
  if (failure === 'required') return messages.required(options.label);
  if (failure === 'pattern') return options.patternMessage ?? messages.pattern(rule.patternId, rule.minLength, maxLengthOf(rule, options.maxLengthCap));
  return null;
}

/** A zod string validated by a server rule with the rule messages. */
export function ruleString(rule: RegisterRule, messages: RuleMessages, options: RuleStringOptions) {
  return z.string().superRefine((value, ctx) => {
    const message = ruleIssue(rule, value, messages, options);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** A required string without a rule (login password, SMS code…). */
export function requiredString(label: string, messages: RuleMessages) {
  return z.string().refine((value) => value.trim().length > 0, messages.required(label));
}
