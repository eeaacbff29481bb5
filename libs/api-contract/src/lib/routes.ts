/**
 * Routes (name, method, path, flags; no schemas) of the endpoints that data-access and the shell call: the calls
 * of the first screen go through these, so the start bundle carries no zod (see route.ts). Each
 * must match its endpoint in `endpoints` (routes.test.ts checks it). An endpoint missing here is
 * called through `endpoints` as before, by a page's own code: code several pages share calls
 * through `routes`, or the whole contract loads before each of them (docs/product/performance.md
 * "The first answers' schemas").
 *
 * `routes` is a module namespace over two modules: the first screen's routes and the others. Code
 * reads `routes.name` statically (never by a computed key), so the bundler keeps each route in the
 * chunk of the code that calls it and the start bundle carries only the first screen's.
 */
export * as routes from './routes/index';
/** The first screen's routes alone: their schemas load apart from the rest of the contract (data-access startEndpointSchemas). */
export * as startRoutes from './routes/startRoutes';
