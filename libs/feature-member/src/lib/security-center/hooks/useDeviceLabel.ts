import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/** "Chrome on Windows" from a session's or login's browser and system (either may be unknown). */
export function useDeviceLabel() {
  const { t } = useLingui();
  return useCallback(
    ({ browser, os }: { browser: string | null; os: string | null }) => {
      if (browser && os) return t`${browser} on ${os}`;
      return browser ?? os ?? t`Unknown device`;
    },
    [t],
  );
}
