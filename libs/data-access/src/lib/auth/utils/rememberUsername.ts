import { REMEMBER_ME_MS } from '../constants/REMEMBER_ME_MS';
import type { RememberedUsername } from '../states/rememberedUsernameState';

/** The value to store for "remember me" at `now`. */
export function rememberUsername(username: string, now: number = Date.now()): RememberedUsername {
  return { username, expiresAt: now + REMEMBER_ME_MS };
}

/** The remembered username while it has not expired, else null. */
export function activeRememberedUsername(value: RememberedUsername | null, now: number = Date.now()): string | null {
  if (!value || typeof value.username !== 'string' || typeof value.expiresAt !== 'number') return null;
  return value.expiresAt > now ? value.username : null;
}
