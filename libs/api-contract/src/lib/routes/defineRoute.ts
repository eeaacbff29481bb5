import type { endpoints } from '../endpoints';
import type { HttpMethod } from '../endpoint';
import type { EndpointRoute } from '../route';

type Endpoints = typeof endpoints;
type RouteFlags = { auth?: boolean; encrypted?: boolean; form?: boolean; moneyMove?: boolean };

/** Builds a route (name, method, path and flags of an endpoint, no schema; see ../route.ts). */
export const route = <K extends keyof Endpoints>(name: K, method: HttpMethod, path: string, flags: RouteFlags = {}): EndpointRoute<Endpoints[K]> => ({
  name,
  method,
  path,
  auth: flags.auth ?? false,
  encrypted: flags.encrypted ?? false,
  ...(flags.form ? { form: true } : {}),
  ...(flags.moneyMove ? { moneyMove: true } : {}),
});
