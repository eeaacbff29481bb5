/**
 * Second entry point: the contract as an OpenAPI 3.1 document (docs/platform-contract.md), for the
 * tools that publish it; never in the portal's bundles.
 */
export { buildOpenApiDocument } from './lib/docs/openapi';
