/**
 * The locale the date fields and calendars render with. Thai shows Buddhist Era years
 * (2569 for 2026) as Thai banks, forms and ID cards do; the values stay Gregorian ISO dates
 * (docs/product/accessibility-and-locale.md). A locale that already names a calendar (`-u-ca-`)
 * is kept as given; every other portal locale (pt, en, zh, id, vi) uses the Gregorian calendar.
 */
export function resolveCalendarLocale(locale: string): string {
  if (/-u-(?:.*-)?ca-/.test(locale)) return locale;
  if (/^th(?:-|$)/i.test(locale)) return `${locale.split('-u-')[0]}-u-ca-buddhist`;
  return locale;
}
