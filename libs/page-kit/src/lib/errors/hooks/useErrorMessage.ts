import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, type ErrorKey } from '@portal/api-contract';
import { isPlatformError } from '@portal/data-access';
import { useCallback } from 'react';
import { ERROR_KIND_MESSAGES } from '../constants/ERROR_KIND_MESSAGES';
import { ERROR_MESSAGES } from '../constants/ERROR_MESSAGES';
import { UNKNOWN_ERROR_MESSAGE } from '../constants/UNKNOWN_ERROR_MESSAGE';
import { errorKeyOf } from '../utils/errorKeyOf';

export interface ErrorMessageOptions {
  /** A sentence closer to the page for some keys (e.g. `not_found` → "This game is no longer available."). */
  overrides?: Partial<Record<ErrorKey, MessageDescriptor>>;
  /** Shown instead of the generic text when the failure has no known key (e.g. "The chat room could not be opened."). */
  fallback?: MessageDescriptor;
}

export type ErrorMessageOf = (error: unknown, options?: ErrorMessageOptions) => string;

/**
 * The one way to turn any failure into a translated sentence for the player: the contract key's
 * message (ERROR_MESSAGES), else the PlatformError kind's (ERROR_KIND_MESSAGES), else "Unknown
 * error". A wrong 2FA code with `remainingAttempts` says how many are left (plural).
 */
export function useErrorMessage(): ErrorMessageOf {
  const { t, i18n } = useLingui();
  return useCallback(
    (error: unknown, options: ErrorMessageOptions = {}): string => {
      const key = errorKeyOf(error);
      if (key === ERROR_KEY.twoFactorCodeInvalid && isPlatformError(error)) {
        const remaining = (error.value as { remainingAttempts?: unknown } | undefined)?.remainingAttempts;
        if (typeof remaining === 'number' && !options.overrides?.[key]) {
          return t`Wrong verification code (${plural(remaining, { one: '# attempt left', other: '# attempts left' })})`;
        }
      }
      if (key) return i18n._(options.overrides?.[key] ?? ERROR_MESSAGES[key]);
      if (options.fallback) return i18n._(options.fallback);
      if (!isPlatformError(error)) return i18n._(UNKNOWN_ERROR_MESSAGE);
      return i18n._(ERROR_KIND_MESSAGES[error.kind]);
    },
    [t, i18n],
  );
}
