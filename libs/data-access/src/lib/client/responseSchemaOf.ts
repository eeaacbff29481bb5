import type { EndpointDef, EndpointRef } from '@portal/api-contract';
import type { endpoints } from './endpointSchemas';

type EndpointSchemas = { endpoints: typeof endpoints };

let schemas: Promise<EndpointSchemas> | null = null;

/** Starts loading the contract's schemas (once; a failed load is tried again next time). */
export function loadEndpointSchemas(): Promise<EndpointSchemas> {
  schemas ??= import('./endpointSchemas').catch((error: unknown) => {
    schemas = null;
    throw error;
  });
  return schemas;
}

/**
 * The response schema of an endpoint, or of the endpoint a route stands for: the route's calls load
 * zod and the schemas beside their first request, and validate exactly as the endpoint's do.
 */
export async function responseSchemaOf(endpoint: EndpointRef): Promise<EndpointDef['response']> {
  if ('response' in endpoint) return endpoint.response;
  const { endpoints } = await loadEndpointSchemas();
  const definition: EndpointDef | undefined = (endpoints as Record<string, EndpointDef>)[endpoint.name];
  if (!definition) throw new Error(`${endpoint.name} is not an endpoint of the contract`);
  return definition.response;
}
