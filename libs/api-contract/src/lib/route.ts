import type { z } from 'zod';
import type { EndpointDef, HttpMethod } from './endpoint';

/**
 * What a client needs to send a call of the contract, without its zod schemas: an endpoint's name,
 * method, path and flags. The browser's start path calls the platform through routes, so zod and
 * the schemas load beside the first answers instead of before the first render; the client then
 * validates the response with the endpoint's schema as before (docs/product/performance.md).
 * `E` (type only) is the endpoint the route stands for: its request and response types.
 */
export interface EndpointRoute<E extends EndpointDef = EndpointDef> {
  readonly name: E['name'];
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: boolean;
  readonly encrypted: boolean;
  readonly form?: boolean;
  readonly moneyMove?: boolean;
  /** Never set: carries the endpoint's type. */
  readonly endpoint?: E;
}

/** An endpoint or its route: what the platform client calls. */
export type EndpointRef = EndpointDef | EndpointRoute;

/** The request an endpoint or its route takes (before its schema's transforms). */
export type RequestOf<E> = E extends EndpointDef<infer Req, z.ZodType> ? z.input<Req> : E extends EndpointRoute<infer D> ? RequestOf<D> : never;
/** The value an endpoint or its route answers with (after its schema's transforms). */
export type ResponseOf<E> = E extends EndpointDef<z.ZodType, infer Res> ? z.output<Res> : E extends EndpointRoute<infer D> ? ResponseOf<D> : never;
