import type { EndpointDef, EndpointRoute } from '@portal/api-contract';

type EndpointSchemas = { endpoints: Readonly<Record<string, EndpointDef | undefined>> };

/**
 * Loads a chunk once, in a task of its own (not inside the call that first needs it, which on a
 * phone is the start's first task; the answer takes a round trip anyway); a failed load is tried
 * again next time.
 */
function once(load: () => Promise<EndpointSchemas>): () => Promise<EndpointSchemas> {
  let loading: Promise<EndpointSchemas> | null = null;
  return () =>
    (loading ??= new Promise((resolve) => setTimeout(resolve, 0)).then(load).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

const guest = once(() => import('./start-schemas/guestSchemas'));
const games = once(() => import('./start-schemas/gamesSchemas'));
const member = once(() => import('./start-schemas/memberSchemas'));

/**
 * The schemas of the first screen's calls: three small lazy chunks with zod (`contract-*` in
 * tools/vite/app.ts), each loaded beside the first call that needs it, so a guest never builds a
 * member's schemas and each chunk is built in a task of its own (all in one took 250–450 ms of a
 * phone's main thread at 4× CPU; docs/product/performance.md "The start's long tasks"): the games
 * platform's calls (`/lgw/`), other calls with a session (member, wallet, responsible gaming, chat)
 * and the rest (system, content). Every first-screen call must find its schema in its chunk (a
 * test checks it); any other call also loads the rest of the contract (loadEndpointSchemas).
 */
export function startSchemasOf(route: EndpointRoute): () => Promise<EndpointSchemas> {
  return route.path.startsWith('/lgw/') ? games : route.auth ? member : guest;
}

/** The rest of the contract. */
export const loadEndpointSchemas = once(() => import('./endpointSchemas'));
