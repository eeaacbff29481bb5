import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/** Date and time in the page's language. */
export function useFormatters() {
  const { i18n } = useLingui();
  const dateTime = useCallback((ms: number | null) => (ms === null ? '—' : i18n.date(new Date(ms), { dateStyle: 'short', timeStyle: 'short' })), [i18n]);
  const date = useCallback((ms: number) => i18n.date(new Date(ms), { dateStyle: 'short' }), [i18n]);
  const time = useCallback((ms: number) => i18n.date(new Date(ms), { timeStyle: 'short' }), [i18n]);
  return { dateTime, date, time };
}
