import { useLingui } from '@lingui/react/macro';
import { PlatformError } from '@portal/data-access';
import { useCallback } from 'react';

/** A translated sentence for a failed launch or game-list call. */
export function useLaunchErrorMessage() {
  const { t } = useLingui();
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof PlatformError)) return t`Something went wrong. Please try again.`;
      if (error.messageKey === 'in_need_true_account') return t`This game needs a real account. Register a real account to play it.`;
      if (error.messageKey === 'not_found') return t`This game is no longer available.`;
      switch (error.kind) {
        case 'network':
          return t`Network link abnormal. Check your connection and try again.`;
        case 'throttled':
          return t`Too many requests. Wait a moment and try again.`;
        case 'auth':
          return t`Your session has expired. Please log in again.`;
        case 'server':
        case 'malformed':
          return t`The game service is unavailable right now. Please try again later.`;
        default:
          return t`Something went wrong. Please try again.`;
      }
    },
    [t],
  );
}
