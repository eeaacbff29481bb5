import type { EndpointDef, EndpointRef } from '@portal/api-contract';
import type { startEndpoints } from './startEndpointSchemas';

type StartEndpointSchemas = { startEndpoints: typeof startEndpoints; loadEndpointSchemas: () => Promise<{ endpoints: object }> };

let schemas: Promise<StartEndpointSchemas> | null = null;

/** The first screen's schemas with zod (startEndpointSchemas): once; a failed load is tried again next time. */
function loadStartEndpointSchemas(): Promise<StartEndpointSchemas> {
  schemas ??= import('./startEndpointSchemas').catch((error: unknown) => {
    schemas = null;
    throw error;
  });
  return schemas;
}

/**
 * The response schema of an endpoint, or of the endpoint a route stands for: the route's calls load
 * zod and the schemas beside their first request, and validate exactly as the endpoint's do. The
 * first screen's calls find theirs in the small start chunk; any other loads the whole contract
 * (docs/product/performance.md).
 */
export async function responseSchemaOf(endpoint: EndpointRef): Promise<EndpointDef['response']> {
  if ('response' in endpoint) return endpoint.response;
  const { startEndpoints, loadEndpointSchemas } = await loadStartEndpointSchemas();
  const definition = startEndpoints[endpoint.name] ?? ((await loadEndpointSchemas()).endpoints as Record<string, EndpointDef | undefined>)[endpoint.name];
  if (!definition) throw new Error(`${endpoint.name} is not an endpoint of the contract`);
  return definition.response;
}
