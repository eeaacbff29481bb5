/** Regenerates libs/api-contract/openapi.json from the zod schemas: `npx tsx libs/api-contract/scripts/generate-openapi.ts` */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { buildOpenApiDocument } from '../src/lib/docs/openapi';
import { endpoints } from '../src/lib/endpoints';

const path = join(dirname(fileURLToPath(import.meta.url)), '../openapi.json');
const current = readFileSync(path, { encoding: 'utf8', flag: 'a+' });
const next = await format(JSON.stringify(buildOpenApiDocument(endpoints)), { parser: 'json', printWidth: 160 });
if (next !== current) writeFileSync(path, next);
console.log(next === current ? 'openapi.json is up to date' : 'openapi.json regenerated');
