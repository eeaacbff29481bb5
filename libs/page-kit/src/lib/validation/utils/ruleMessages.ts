/** The translated texts a rule-driven schema needs (built by `useRuleMessages`, plain in tests). */
export interface RuleMessages {
  /** "<label> not empty". */
  required: (label: string) => string;
  /** The message of a patternId with min and max (one number when equal) filled in. */
  pattern: (patternId: string, min: number, max: number) => string;
  /** Confirmation differs (inconsistent_twice). */
  inconsistent: string;
  invalidVerificationCode: string;
  invalidInvitationCode: string;
}
