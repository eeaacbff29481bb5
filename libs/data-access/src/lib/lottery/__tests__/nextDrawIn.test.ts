import { describe, expect, it } from 'vitest';
import { nextDrawIn, nextIssueAt } from '../utils/nextDrawIn';

const game = { drawIntervalSec: 60, nextDrawTime: 1_000_000_080_000, nextIssue: '16666668' };

describe('nextDrawIn', () => {
  it('counts to the server’s next draw, corrected by the clock offset', () => {
    // The browser clock is 5 s behind the server.
    expect(nextDrawIn(game, 5_000, 1_000_000_050_000)).toBe(25_000);
  });

  it('rolls over to the following draws without drifting', () => {
    expect(nextDrawIn(game, 0, 1_000_000_080_000)).toBe(60_000);
    expect(nextDrawIn(game, 0, 1_000_000_200_001)).toBe(59_999);
    expect(nextIssueAt(game, 0, 1_000_000_079_999)).toBe('16666668');
    expect(nextIssueAt(game, 0, 1_000_000_080_000)).toBe('16666669');
    expect(nextIssueAt(game, 0, 1_000_000_200_001)).toBe('16666671');
  });
});
