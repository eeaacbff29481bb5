/** Regenerates the endpoint table of libs/api-contract/README.md: `npx tsx libs/api-contract/scripts/generate-readme.ts` */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderEndpointTable, replaceTable } from '../src/lib/docs/endpoint-table';
import { endpoints } from '../src/lib/endpoints';

const readmePath = join(dirname(fileURLToPath(import.meta.url)), '../README.md');
const current = readFileSync(readmePath, 'utf8');
const next = replaceTable(current, renderEndpointTable(endpoints));
if (next !== current) writeFileSync(readmePath, next);
console.log(next === current ? 'README.md is up to date' : 'README.md endpoint table regenerated');
