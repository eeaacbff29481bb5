// zod as a brand build uses it (tools/vite/productionBuildAliases.mjs): without its JIT. zod 4 compiles
// a parser per object schema with `new Function` when it may; the portal's content security policy
// has no 'unsafe-eval', so in production every such attempt fails after zod's probe, which the
// browser reports as a policy violation. Said once, before any schema: no probe, no compile, the
// same parsing wherever the portal is served (a server without the policy, a benchmark, a test).
import { config } from '../../../node_modules/zod/index.js';

config({ jitless: true });

export * from '../../../node_modules/zod/index.js';
export { z, z as default } from '../../../node_modules/zod/index.js';
