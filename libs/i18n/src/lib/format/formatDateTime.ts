const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `yyyy-MM-dd hh:mm:ss` (docs/product/display-and-platform.md, announcements), 24-hour clock, in the viewer's time zone.
 * Accepts epoch milliseconds, an ISO string or a Date; returns '' for an invalid date.
 */
export function formatDateTime(input: number | string | Date): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` + `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
