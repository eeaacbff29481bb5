import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { buildOpenApiDocument } from '@portal/api-contract/openapi';
import { openApiPage } from '../openapi/docs-page';
import { workspaceRoot } from './sandbox-gateway';

describe('the contract as OpenAPI 3.1', () => {
  it('the committed document validates as OpenAPI 3.1 and covers every endpoint', async () => {
    const document = JSON.parse(readFileSync(join(workspaceRoot, 'libs/api-contract/openapi.json'), 'utf8'));
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    const operations = Object.values(document.paths as Record<string, Record<string, unknown>>).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(Object.keys(endpoints).length);
  });

  it('the OpenAPI page holds the viewer and the document, and loads nothing from the network', () => {
    const redoc = readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
    const html = openApiPage(buildOpenApiDocument(endpoints), redoc);
    expect(html).toContain(`Content-Security-Policy" content="default-src 'none';`);
    expect(html).not.toMatch(/<script[^>]+src=|<link/i);
    const data = html.match(/<script type="application\/json" id="openapi">([\s\S]*?)<\/script>/)![1];
    expect(JSON.parse(data).paths['/wps/session/login'].post.operationId).toBe('login');
    // The viewer's own code ends its inline script once, at its end.
    expect(html.split('</script>')).toHaveLength(4);
  });
});
