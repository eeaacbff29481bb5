import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, pointsFailureSchema } from '@portal/api-contract';
import { isPlatformError } from '@portal/data-access';
import { errorKeyOf } from '@portal/page-kit';
import { useCallback } from 'react';

/**
 * The text under the password field after a refused redeem or convert: a wrong password with the
 * attempts left, or the lock with its end time. null for any other failure (shown in the form's alert).
 */
export function usePasswordFailureText() {
  const { t, i18n } = useLingui();
  return useCallback(
    (error: unknown, message: string): string | null => {
      const key = errorKeyOf(error);
      if (key !== ERROR_KEY.passwordWrong && key !== ERROR_KEY.passwordCheckLocked) return null;
      const value = pointsFailureSchema.safeParse(isPlatformError(error) ? error.value : undefined);
      const detail = value.success ? value.data : null;
      if (key === ERROR_KEY.passwordWrong && detail?.remainingAttempts !== undefined) {
        const left = detail.remainingAttempts;
        return t`Wrong password. ${plural(left, { one: '# attempt left', other: '# attempts left' })} before spending points is locked for a while.`;
      }
      if (key === ERROR_KEY.passwordCheckLocked && detail?.lockedUntil !== undefined) {
        const until = i18n.date(new Date(detail.lockedUntil), { timeStyle: 'short' });
        return t`Too many wrong passwords: spending points is locked until ${until}.`;
      }
      return message;
    },
    [t, i18n],
  );
}
