/**
 * `npm run openapi:docs`: writes dist/openapi/index.html (the contract rendered by Redoc, no network
 * needed) and dist/openapi/openapi.json, both from the zod schemas as they are now.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@portal/api-contract';
import { buildOpenApiDocument } from '@portal/api-contract/openapi';
import { openApiPage } from './docs-page';

const workspaceRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const out = join(workspaceRoot, 'dist/openapi');
const redoc = readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
const document = buildOpenApiDocument(endpoints);
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
writeFileSync(join(out, 'index.html'), openApiPage(document, redoc));
console.log(`OpenAPI page: ${join('dist/openapi', 'index.html')} (${Object.keys(endpoints).length} endpoints)`);
