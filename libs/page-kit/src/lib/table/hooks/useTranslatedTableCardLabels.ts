import { useLingui } from '@lingui/react/macro';
import type { TableCardLabels } from '@portal/ui-kit';
import { useMemo } from 'react';

/** The words of ui-kit's table cards in the player's language (for `TableCardLabelsProvider`). */
export function useTranslatedTableCardLabels(): TableCardLabels {
  const { t } = useLingui();
  return useMemo(
    () => ({
      details: t`Details`,
      close: t`Close`,
      totals: t`Totals`,
      sortBy: t`Sort by`,
      ascending: (column: string) => t`${column}, lowest first`,
      descending: (column: string) => t`${column}, highest first`,
      unsorted: t`Default order`,
    }),
    [t],
  );
}
