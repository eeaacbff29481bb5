import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, pointsFailureSchema } from '@portal/api-contract';
import { isPlatformError } from '@portal/data-access';
import { errorKeyOf, type FormFailure } from '@portal/page-kit';
import { useCallback } from 'react';
import type { FieldValues, Path } from 'react-hook-form';

/**
 * The points mall's password check in a form (convert, redeem), spread into `usePortalForm`'s
 * options: the password empties after any failure; a wrong password (with the attempts left) or
 * the lock (with its end time) shows under the password field; any other failure goes to the
 * form's alert.
 */
export function usePasswordCheckFailure() {
  const passwordFailureText = usePasswordFailureText();
  const onFailure = useCallback(
    <TValues extends FieldValues, TOutput>({ error, message, showOnField }: FormFailure<TValues, TOutput>) => {
      const text = passwordFailureText(error, message);
      if (text === null) return false;
      showOnField('password' as Path<TValues>, text);
      return true;
    },
    [passwordFailureText],
  );
  return { clearOnFailure: ['password'] as const, onFailure };
}

/** The text under the password field after a refused attempt; null for any other failure. */
function usePasswordFailureText() {
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
