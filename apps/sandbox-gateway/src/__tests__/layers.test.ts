import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The gateway's layers: routes → http → domain → core/db; nothing below imports what is above it. */
const SRC = resolve(__dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(SRC, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** Relative imports of a file, as top-level folders of src/ (`domain`, `http`, …). */
function importedLayers(file: string): { spec: string; layer: string }[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)].map((m) => {
    const target = relative(SRC, resolve(SRC, dirname(file), m[1]));
    return { spec: m[1], layer: target.split(/[\\/]/)[0] };
  });
}

function violations(layer: string, forbidden: readonly string[]): string[] {
  return filesUnder(layer).flatMap((file) =>
    importedLayers(file)
      .filter((i) => forbidden.includes(i.layer))
      .map((i) => `${file} imports ${i.spec}`),
  );
}

describe('gateway layers', () => {
  it('finds the imports it checks (the scanner is not blind)', () => {
    expect(importedLayers('routes/member.ts').map((i) => i.layer)).toEqual(expect.arrayContaining(['core', 'domain', 'http']));
  });

  it('no domain/ file imports http/ or routes/', () => {
    expect(violations('domain', ['http', 'routes'])).toEqual([]);
  });

  it('no domain/ or core/ file imports HTTP (hono): requests, cookies and headers are read in http/ and routes/', () => {
    const http = [...filesUnder('domain'), ...filesUnder('core')].filter((file) => /from\s+'hono(\/[^']*)?'/.test(readFileSync(join(SRC, file), 'utf8')));
    expect(http).toEqual([]);
  });

  it('core/ imports neither domain/, http/ nor routes/', () => {
    expect(violations('core', ['domain', 'http', 'routes'])).toEqual([]);
  });

  it('db/, seed/ and art/ import neither http/ nor routes/', () => {
    expect([...violations('db', ['http', 'routes']), ...violations('seed', ['http', 'routes']), ...violations('art', ['http', 'routes'])]).toEqual([]);
  });

  it('every ledger write goes through the wallet (domain/wallet.ts), and routes/ move no money themselves', () => {
    const everything = ['domain', 'routes', 'http', 'seed', 'core', 'db', 'bench', 'testing'].flatMap(filesUnder);
    const writers = everything.filter((file) => /INSERT\s+INTO\s+ledger\b/i.test(readFileSync(join(SRC, file), 'utf8')));
    expect(writers).toEqual([join('domain', 'wallet.ts')]);
    const moving = filesUnder('routes').filter((file) => /\b(postEntries|appendEntries|historyLedgerInsert)\b/.test(readFileSync(join(SRC, file), 'utf8')));
    expect(moving).toEqual([]);
  });

  it('SQL rows are typed by their statements (prepare<Params, Row>), never cast from .get() or .all()', () => {
    const casts = ['domain', 'routes', 'http', 'seed', 'core', 'db', 'bench', 'testing', '__tests__'].flatMap(filesUnder).flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(join(SRC, file), 'utf8'), ts.ScriptTarget.Latest, true);
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isAsExpression(node)) {
          let inner: ts.Expression = node.expression;
          while (ts.isParenthesizedExpression(inner) || ts.isNonNullExpression(inner)) inner = inner.expression;
          if (ts.isCallExpression(inner) && ts.isPropertyAccessExpression(inner.expression) && ['get', 'all'].includes(inner.expression.name.text)) {
            found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    });
    expect(casts).toEqual([]);
  });

  it('routes/ hold no SQL (it lives in domain/)', () => {
    const withSql = filesUnder('routes').filter((file) => /\.prepare\(|\b(SELECT|INSERT|UPDATE|DELETE)\s/.test(readFileSync(join(SRC, file), 'utf8')));
    expect(withSql).toEqual([]);
  });
});
