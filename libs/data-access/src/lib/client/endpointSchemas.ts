// The contract's schemas, as one lazy chunk with zod (see responseSchemaOf).
export { endpoints } from '@portal/api-contract';
