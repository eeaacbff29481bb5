import { describe, expect, it } from 'vitest';
import { REMEMBER_ME_MS } from '../constants/REMEMBER_ME_MS';
import { activeRememberedUsername, rememberUsername } from '../utils/rememberUsername';

describe('remember me', () => {
  it('keeps the username for exactly one day', () => {
    const stored = rememberUsername('player1', 1_000);
    expect(stored).toEqual({ username: 'player1', expiresAt: 1_000 + 86_400_000 });
    expect(REMEMBER_ME_MS).toBe(86_400_000);
    expect(activeRememberedUsername(stored, 1_000 + REMEMBER_ME_MS - 1)).toBe('player1');
    expect(activeRememberedUsername(stored, 1_000 + REMEMBER_ME_MS)).toBeNull();
  });

  it('ignores nothing stored or a malformed value', () => {
    expect(activeRememberedUsername(null)).toBeNull();
    expect(activeRememberedUsername({ username: 1 } as never)).toBeNull();
  });
});
