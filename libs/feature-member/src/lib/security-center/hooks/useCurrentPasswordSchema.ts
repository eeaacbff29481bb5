import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { z } from 'zod';

/** The current login password, asked again before a sensitive change. */
export function useCurrentPasswordSchema() {
  const { t } = useLingui();
  return useMemo(
    () =>
      z
        .string()
        .min(1, t`Enter your current login password`)
        .max(64),
    [t],
  );
}
