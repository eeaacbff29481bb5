import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../endpoints';
import { buildOpenApiDocument } from '../openapi';

type Operation = { operationId: string; 'x-chosen': string[]; 'x-encrypted': boolean; 'x-money-move': boolean; security?: unknown[] };

describe('OpenAPI document', () => {
  const generated = buildOpenApiDocument(endpoints);

  it('is what the schemas give now (run `npx tsx libs/api-contract/scripts/generate-openapi.ts`)', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '../../../../openapi.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  it('has one operation per endpoint, with its chosen marks, encryption, money move and session', () => {
    const paths = generated.paths as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(operations.map((o) => o.op.operationId).sort()).toEqual(Object.keys(endpoints).sort());
    for (const ep of Object.values(endpoints)) {
      const op = paths[ep.path][ep.method.toLowerCase()];
      expect(op['x-chosen'], ep.name).toEqual(ep.chosen ?? []);
      expect(op['x-encrypted'], ep.name).toBe(ep.encrypted);
      expect(op['x-money-move'], ep.name).toBe(Boolean('moneyMove' in ep && ep.moneyMove));
      expect(Boolean(op.security), ep.name).toBe(ep.auth);
    }
  });
});
