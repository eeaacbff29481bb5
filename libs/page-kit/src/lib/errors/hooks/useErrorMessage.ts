import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, type ErrorKey } from '@portal/api-contract';
import { isPlatformError } from '@portal/data-access';
import { useBrand } from '@portal/brand';
import { formatMoney as formatMoneyIn } from '@portal/ui-kit';
import { useCallback } from 'react';
import { formatWhen } from '../../responsible-gaming/utils/formatWhen';
import { RG_PERIOD_ADJECTIVES } from '../constants/RG_PERIOD_ADJECTIVES';
import { errorDescriptorOf } from '../utils/errorDescriptorOf';
import { errorKeyOf } from '../utils/errorKeyOf';
import { rgExclusionFailureOf, rgLimitFailureOf } from '../utils/rgFailureOf';

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
 * error". A wrong 2FA code with `remainingAttempts` says how many are left (plural); a limit that
 * says when it lifts (`retryAfterMs`) says in how many minutes.
 */
export function useErrorMessage(): ErrorMessageOf {
  const { t, i18n } = useLingui();
  const { currency } = useBrand();
  const formatMoney = useCallback((value: number) => formatMoneyIn(value, currency), [currency]);
  return useCallback(
    (error: unknown, options: ErrorMessageOptions = {}): string => {
      const key = errorKeyOf(error);
      // Responsible gaming: what remains and when it resets; the end of a time-out or exclusion.
      const limit = key && !options.overrides?.[key] ? rgLimitFailureOf(error) : null;
      if (limit && (key === ERROR_KEY.rgDepositLimitReached || key === ERROR_KEY.rgLossLimitReached || key === ERROR_KEY.rgWagerLimitReached)) {
        const period = i18n._(RG_PERIOD_ADJECTIVES[limit.period]);
        const remaining = formatMoney(limit.remaining);
        const max = formatMoney(limit.limit);
        const sentence =
          key === ERROR_KEY.rgDepositLimitReached
            ? t`This deposit goes over your ${period} deposit limit of ${max}: ${remaining} left.`
            : key === ERROR_KEY.rgLossLimitReached
              ? t`This bet could go over your ${period} loss limit of ${max}: ${remaining} left.`
              : t`This bet goes over your ${period} wager limit of ${max}: ${remaining} left.`;
        if (limit.resetsAt === null) return sentence;
        const when = formatWhen(limit.resetsAt);
        return `${sentence} ${t`More becomes available from ${when}.`}`;
      }
      const exclusion = key && !options.overrides?.[key] ? rgExclusionFailureOf(error) : null;
      if (exclusion) {
        const until = exclusion.until === null ? null : formatWhen(exclusion.until);
        if (key === ERROR_KEY.rgSelfExcluded)
          return until === null ? t`Your account is permanently self-excluded.` : t`Your account is self-excluded until ${until}.`;
        if (key === ERROR_KEY.rgPersonSelfExcluded)
          return until === null
            ? t`You are permanently self-excluded: no new account can be opened.`
            : t`You are self-excluded until ${until}: no new account can be opened before then.`;
        if (key === ERROR_KEY.rgTimeOutActive && until !== null) return t`You are taking a break from play until ${until}.`;
        if ((key === ERROR_KEY.rgSessionBreak || key === ERROR_KEY.rgSessionLimitReached) && until !== null) {
          return t`Your session time limit was reached. You can play again from ${until}.`;
        }
      }
      if (key === ERROR_KEY.twoFactorCodeInvalid && isPlatformError(error)) {
        const remaining = (error.value as { remainingAttempts?: unknown } | undefined)?.remainingAttempts;
        if (typeof remaining === 'number' && !options.overrides?.[key]) {
          return t`Wrong verification code (${plural(remaining, { one: '# attempt left', other: '# attempts left' })})`;
        }
      }
      // A limit that says when it lifts (429 with `retryAfterMs`): the wait, in whole minutes.
      if ((key === ERROR_KEY.tooManyRequests || key === ERROR_KEY.smsQuotaExceeded) && isPlatformError(error) && !options.overrides?.[key]) {
        const retryAfterMs = (error.value as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
        if (typeof retryAfterMs === 'number' && retryAfterMs > 0) {
          const minutes = plural(Math.ceil(retryAfterMs / 60_000), { one: '# minute', other: '# minutes' });
          return key === ERROR_KEY.smsQuotaExceeded
            ? t`This number has received the most codes allowed for now. Try again in ${minutes}.`
            : t`Too many attempts. Try again in ${minutes}.`;
        }
      }
      if (key === ERROR_KEY.paymentPasswordWrong && isPlatformError(error)) {
        const remaining = (error.value as { remainingAttempts?: unknown } | undefined)?.remainingAttempts;
        if (typeof remaining === 'number' && !options.overrides?.[key]) {
          return t`Wrong payment password (${plural(remaining, { one: '# attempt left', other: '# attempts left' })})`;
        }
      }
      return i18n._(errorDescriptorOf(error, options));
    },
    [t, i18n, formatMoney],
  );
}
