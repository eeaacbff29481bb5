import { describe, expect, it } from 'vitest';
import { isSafeGameUrl } from '../isSafeGameUrl';

describe('isSafeGameUrl', () => {
  it('accepts same-origin paths and http(s) URLs', () => {
    for (const url of ['/sandbox/games/play?ticket=x', 'https://games.example/play', 'http://localhost:3101/sandbox/games/play'])
      expect(isSafeGameUrl(url), url).toBe(true);
  });

  it('refuses scripts, data, and paths that browsers read as another host', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example/x', '', null, undefined]) {
      expect(isSafeGameUrl(url), String(url)).toBe(false);
    }
  });
});
