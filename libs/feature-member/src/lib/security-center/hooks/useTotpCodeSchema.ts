import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { z } from 'zod';

/** A 6-digit code of the authenticator app. */
export function useTotpCodeSchema() {
  const { t } = useLingui();
  return useMemo(
    () =>
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, t`Enter the 6-digit code of your authenticator app`),
    [t],
  );
}
