// The JavaScript a brand build loads before anything renders: the entry script of index.html and
// every chunk it preloads (its static imports), gzip -9 bytes each. Lazy route chunks are not part of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function initialJs(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1] ?? m[2]);
  const chunks = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
  return { chunks, totalKb: Number((chunks.reduce((sum, c) => sum + c.gzip, 0) / 1024).toFixed(1)) };
}
