import type { EndpointDef, EndpointRef } from '@portal/api-contract';
import { loadEndpointSchemas, startSchemasOf } from './startEndpointSchemas';

/**
 * The response schema of an endpoint, or of the endpoint a route stands for: the route's calls load
 * zod and the schemas beside their first request, and validate exactly as the endpoint's do. The
 * first screen's calls find theirs in small start chunks; any other loads the whole contract
 * (docs/product/performance.md).
 */
export async function responseSchemaOf(endpoint: EndpointRef): Promise<EndpointDef['response']> {
  if ('response' in endpoint) return endpoint.response;
  const { endpoints } = await startSchemasOf(endpoint)();
  const definition = endpoints[endpoint.name] ?? (await loadEndpointSchemas()).endpoints[endpoint.name];
  if (!definition) throw new Error(`${endpoint.name} is not an endpoint of the contract`);
  return definition.response;
}
