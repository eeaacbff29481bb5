import { useLingui } from '@lingui/react/macro';
import { useRegisterSettings } from '@portal/data-access';
import { useMemo } from 'react';
import { z } from 'zod';
import { FALLBACK_RULES } from '../../validation/constants/FALLBACK_RULES';
import { useRuleMessages } from '../../validation/hooks/useRuleMessages';
import { requiredString, ruleString } from '../../validation/utils/ruleString';

/**
 * The zod shape of a mobile number + dialling code + SMS code (MobileNumberField + SmsCodeField):
 * the number checked by the platform's mobileNum rule, the code required. Spread it into a form's
 * `z.object({ ...shape, … })`.
 */
export function useMobileCodeShape() {
  const { t } = useLingui();
  const messages = useRuleMessages();
  const { data: settings } = useRegisterSettings();
  return useMemo(
    () => ({
      mobileNum: ruleString(settings?.rules.mobileNum ?? FALLBACK_RULES.mobileNum, messages, { label: t`Mobile number`, required: true }),
      countryDialingCode: z.string(),
      verificationCode: requiredString(t`Verification code`, messages),
    }),
    [settings, messages, t],
  );
}
