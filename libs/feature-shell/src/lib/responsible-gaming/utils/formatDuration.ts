const pad = (value: number) => String(value).padStart(2, '0');

/** `h:mm:ss` of a duration in ms (never negative). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
