import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { z } from 'zod';

/** A payment password as the cashier takes it: 6 digits. */
export function usePaymentPasswordSchema() {
  const { t } = useLingui();
  return useMemo(
    () =>
      z
        .string()
        .trim()
        .min(1, t`Enter your payment password`)
        .regex(/^\d{6}$/, t`The payment password is 6 digits`),
    [t],
  );
}
