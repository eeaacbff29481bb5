/** The browser's OS family, sent with the free-play login (technical value, not shown). */
export function osName(agent: string = navigator.userAgent): string {
  if (/Windows/i.test(agent)) return 'Windows';
  if (/Mac OS/i.test(agent)) return 'macOS';
  if (/Android/i.test(agent)) return 'Android';
  if (/iPhone|iPad/i.test(agent)) return 'iOS';
  if (/Linux/i.test(agent)) return 'Linux';
  return 'Other';
}
