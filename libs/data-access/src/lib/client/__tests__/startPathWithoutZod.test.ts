import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const libRoot = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('data-access on the start path', () => {
  it('calls the platform through routes, so zod and the schemas stay out of the start bundle (docs/product/performance.md)', () => {
    const offenders = sourceFiles(libRoot)
      .filter((file) => !file.endsWith('endpointSchemas.ts'))
      .filter((file) => /import\s*\{[^}]*\bendpoints\b[^}]*\}\s*from\s*'@portal\/api-contract'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(libRoot, file));
    // Add the endpoint to api-contract's routes.ts and call `routes.<name>` instead of `endpoints.<name>`.
    expect(offenders).toEqual([]);
  });
});
