import type { RegisterRule } from '@portal/api-contract';

/** What is wrong with a value under a server rule: nothing, missing, or off the pattern/length. */
export type RuleFailure = 'required' | 'pattern' | null;

/**
 * Checks `value` against a server rule (docs/product/accounts-and-auth.md): empty is only wrong when required; otherwise
 * the length must lie between minLength and maxLength (0 = no maximum) and the value must match
 * acceptedPattern, `*` meaning anything. `maxLengthCap` caps the maximum (verification code: 255).
 */
export function checkRule(rule: RegisterRule, value: string | undefined, options: { required?: boolean; maxLengthCap?: number } = {}): RuleFailure {
  const required = options.required ?? rule.required;
  if (!value) return required ? 'required' : null;
  const max = maxLengthOf(rule, options.maxLengthCap);
  if (value.length < rule.minLength || (max > 0 && value.length > max)) return 'pattern';
  if (rule.acceptedPattern === '*') return null;
  let pattern: RegExp;
  try {
    pattern = new RegExp(rule.acceptedPattern);
  } catch {
    return null; // A broken server pattern must not lock players out; the server checks again.
  }
  return pattern.test(value) ? null : 'pattern';
}

/** The effective maximum length of a rule (0 = none) under an optional cap. */
export function maxLengthOf(rule: RegisterRule, cap?: number): number {
  if (cap === undefined) return rule.maxLength;
  return rule.maxLength > 0 ? Math.min(rule.maxLength, cap) : cap;
}
