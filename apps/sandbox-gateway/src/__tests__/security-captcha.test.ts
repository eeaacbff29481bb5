import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TEMPLATES, encodePng, renderDigitsPng } from '../art/png';

/** The captcha resists template matching: a solver built from its own glyphs fails. */

/** Decodes the PNGs of encodePng (8-bit RGB, filter 0) into a dark-pixel mask. */
function inkOf(png: Buffer): { width: number; height: number; ink: boolean[] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const ink: boolean[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * (width * 3 + 1) + 1 + x * 3;
      ink.push(0.3 * raw[i] + 0.59 * raw[i + 1] + 0.11 * raw[i + 2] < 150);
    }
  }
  return { width, height, ink };
}

/**
 * The attacker: knows the glyph templates, slides each digit (scale 4) over every position of
 * the picture (2-pixel steps, to keep the suite fast) and reads the best-scoring digits left to right.
 */
function templateMatch(png: Buffer, length: number): string {
  const { width, height, ink } = inkOf(png);
  const at = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && ink[y * width + x];
  const scale = 4;
  const hits: { x: number; digit: string; score: number }[] = [];
  for (const [digit, rows] of Object.entries(CAPTCHA_TEMPLATES)) {
    for (let oy = -4; oy <= height - 7 * scale + 4; oy += 2) {
      for (let ox = -4; ox <= width - 5 * scale + 4; ox += 2) {
        let score = 0;
        for (let gy = 0; gy < 7 * scale; gy++) {
          for (let gx = 0; gx < 5 * scale; gx++) {
            const on = rows[Math.floor(gy / scale)][Math.floor(gx / scale)] === '1';
            const lit = at(ox + gx, oy + gy);
            score += on ? (lit ? 1 : -1) : lit ? -0.5 : 0;
          }
        }
        hits.push({ x: ox, digit, score });
      }
    }
  }
  // Best non-overlapping hits, then left to right.
  hits.sort((a, b) => b.score - a.score);
  const chosen: typeof hits = [];
  for (const hit of hits) {
    if (chosen.length === length) break;
    if (chosen.every((c) => Math.abs(c.x - hit.x) >= 5 * scale)) chosen.push(hit);
  }
  return chosen
    .sort((a, b) => a.x - b.x)
    .map((c) => c.digit)
    .join('');
}

/** Deterministic [0, 1) source. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('captcha against a template matcher', () => {
  it('the matcher reads plain template digits (it is a working attacker)', () => {
    const text = '4821';
    const width = 24 + text.length * 24;
    const height = 44;
    const rgb = new Uint8Array(width * height * 3).fill(240);
    [...text].forEach((ch, index) =>
      CAPTCHA_TEMPLATES[ch].forEach((row, gy) =>
        [...row].forEach((bit, gx) => {
          if (bit !== '1') return;
          for (let dy = 0; dy < 4; dy++)
            for (let dx = 0; dx < 4; dx++)
              rgb.fill(
                30,
                ((8 + gy * 4 + dy) * width + 12 + index * 24 + gx * 4 + dx) * 3,
                ((8 + gy * 4 + dy) * width + 12 + index * 24 + gx * 4 + dx) * 3 + 3,
              );
        }),
      ),
    );
    expect(templateMatch(encodePng(width, height, rgb), 4)).toBe(text);
  });

  it('solves at most 1 in 10 of the gateway captchas (the old one: every one)', () => {
    const rand = seeded(17);
    let solved = 0;
    const runs = 20;
    for (let n = 0; n < runs; n++) {
      const text = String(Math.floor(rand() * 10_000)).padStart(4, '0');
      if (templateMatch(renderDigitsPng(text, rand), 4) === text) solved++;
    }
    expect(solved).toBeLessThanOrEqual(runs / 10);
  });
});
