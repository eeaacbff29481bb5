import { describe, expect, it } from 'vitest';
import { FRAME_SANDBOX_CROSS_ORIGIN, FRAME_SANDBOX_SAME_ORIGIN, frameSandbox } from '../frameSandbox';

describe('frameSandbox', () => {
  const portal = 'https://casino.example';

  it('never gives a same-origin URL both scripts and its origin', () => {
    for (const url of ['/sandbox/games/play?ticket=x', 'https://casino.example/game', '//casino.example/x', 'game.html', 'not a url']) {
      expect(frameSandbox(url, portal), url).toBe(FRAME_SANDBOX_SAME_ORIGIN);
      expect(frameSandbox(url, portal)).not.toContain('allow-same-origin');
    }
  });

  it('lets a frame on another origin keep its own origin', () => {
    expect(frameSandbox('https://games.provider.example/play', portal)).toBe(FRAME_SANDBOX_CROSS_ORIGIN);
    expect(frameSandbox('https://casino.example:8443/play', portal)).toBe(FRAME_SANDBOX_CROSS_ORIGIN);
  });
});
