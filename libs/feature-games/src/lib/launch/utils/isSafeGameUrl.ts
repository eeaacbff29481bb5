/** Only same-origin paths and http(s) URLs may be loaded in the game iframe (never javascript: or data:). */
export function isSafeGameUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  // '//host' and '/\host' are other hosts (browsers read a backslash as a slash).
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
