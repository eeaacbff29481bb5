import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { RuleMessages } from '../utils/ruleMessages';

/** The rule messages (docs/product/accounts-and-auth.md) in the current language. */
export function useRuleMessages(): RuleMessages {
  const { t } = useLingui();
  return useMemo(() => {
    const range = (min: number, max: number) => (max <= 0 ? t`at least ${min}` : min === max ? `${min}` : t`${min} to ${max}`);
    return {
      required: (label: string) => t`${label} not empty`,
      pattern: (patternId: string, min: number, max: number) => {
        const size = range(min, max);
        switch (patternId) {
          case 'letters_digits':
            return t`Use ${size} letters and digits`;
          case 'digits':
            return t`Use ${size} digits only`;
          case 'email':
            return t`Enter an e-mail address such as name@example.com`;
          case 'date_ymd':
            return t`Enter the date as yyyy-MM-dd`;
          case 'date_mdy':
            return t`Enter the date as MM-dd-yyyy`;
          case 'password':
            return t`The password must have ${size} characters`;
          case 'phone':
            return t`Wrong phone format: use ${size} digits`;
          case 'real_name':
            return t`Wrong real-name format`;
          case 'url':
            return t`Enter a valid link`;
          default:
            return t`Use ${size} characters`;
        }
      },
      inconsistent: t`The two passwords are inconsistent`,
      invalidVerificationCode: t`Invalid verification code`,
      invalidInvitationCode: t`Invalid invitation code`,
    };
  }, [t]);
}
