import { TableCardLabelsProvider } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { useTranslatedTableCardLabels } from '../hooks/useTranslatedTableCardLabels';

/** Tables below it show their phone cards' words (details, totals, sort) in the player's language. */
export function TranslatedTableCardLabels({ children }: { children: ReactNode }) {
  return <TableCardLabelsProvider labels={useTranslatedTableCardLabels()}>{children}</TableCardLabelsProvider>;
}
