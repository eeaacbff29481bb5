import { z } from 'zod';
import type { EndpointDef } from '../endpoint';
import { ENCRYPTION_ALGORITHM, ENCRYPTION_ERROR, ENCRYPTION_MAX_SKEW_MS, encryptedEnvelopeSchema, encryptionKeySchema } from '../encryption/encryption';
import { ERROR_KEY } from '../errors';
import { HEADER, PLATFORM_LANGUAGES } from '../headers';
import { requestFields } from './endpoint-table';

// The contract as an OpenAPI 3.1 document (docs/platform-contract.md "The OpenAPI document"):
// every endpoint of the table, its schemas through zod's own JSON Schema output, the envelope, the
// headers, the encryption and the "chosen" marks as `x-` extensions. Written to
// libs/api-contract/openapi.json by scripts/generate-openapi.ts; a test fails when the two differ.

type Json = Record<string, unknown>;

/**
 * JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of a zod schema. What JSON Schema cannot say
 * (a refinement, a transform) is left open; answers are not closed to extra fields unless the zod
 * object is strict, since the portal ignores fields it does not know.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: out }) => {
      const def = (zodSchema as unknown as { _zod: { def: { type: string; catchall?: { _zod: { def: { type: string } } } } } })._zod.def;
      if (def.type === 'object' && def.catchall?._zod.def.type !== 'never') delete out.additionalProperties;
    },
  }) as Json;
  delete json.$schema;
  return json;
}

const ref = (kind: 'schemas' | 'parameters' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** The envelope every answer has; `value` is the endpoint's schema on success. */
const envelope = (value: Json, description: string) => ({
  type: 'object',
  description,
  required: ['success'],
  properties: { success: { type: 'boolean' }, message: { type: ['string', 'null'] }, value },
});

/** The tag of an endpoint: the first segment of its path after /wps or /lgw (and a version). */
function tagOf(path: string): string {
  const segments = path.split('/').filter(Boolean).slice(1);
  return (segments[0] === 'v2' ? segments[1] : segments[0]) ?? 'platform';
}

const isQuery = (ep: EndpointDef) => ep.method === 'GET' || ep.method === 'DELETE';

function operation(ep: EndpointDef): Json {
  const parameters: Json[] = [ref('parameters', 'Merchant'), ref('parameters', 'Language')];
  let requestBody: Json | undefined;
  const request = jsonSchema(ep.request, 'input');
  if (isQuery(ep)) {
    const properties = (request.properties ?? {}) as Record<string, Json>;
    const required = new Set((request.required ?? []) as string[]);
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  } else if (ep.encrypted) {
    parameters.push(ref('parameters', 'Encryption'));
    requestBody = {
      required: true,
      description: `The payload { ${requestFields(ep.request)} } (x-encrypted-payload), sealed with nacl-box for the platform key (x-encryption).`,
      content: { 'application/json': { schema: ref('schemas', 'EncryptedEnvelope') } },
      'x-encrypted-payload': request,
    };
  } else {
    requestBody = { required: true, content: { [ep.form ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: request } } };
  }
  if (ep.moneyMove) parameters.push(ref('parameters', 'IdempotencyKey'));

  const responses: Json = {
    '200': {
      description: 'The envelope: `success: true` with the value, or `success: false` with an error key (x-error-keys).',
      content: { 'application/json': { schema: envelope(jsonSchema(ep.response, 'output'), `value: ${ep.name}'s answer`) } },
    },
    '400': ref('responses', 'InvalidRequest'),
    ...(ep.auth ? { '401': ref('responses', 'NotLoggedIn') } : {}),
    ...(ep.moneyMove ? { '422': ref('responses', 'IdempotencyKeyReused') } : {}),
    '429': ref('responses', 'TooManyRequests'),
  };
  const chosen = ep.chosen ?? [];
  return {
    operationId: ep.name,
    summary: ep.name,
    description: [ep.description, chosen.length ? `**Chosen** where the specification is silent: ${chosen.join('; ')}.` : ''].filter(Boolean).join('\n\n'),
    tags: [tagOf(ep.path)],
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
    ...(ep.auth ? { security: [{ session: [] }] } : {}),
    'x-encrypted': ep.encrypted,
    'x-money-move': Boolean(ep.moneyMove),
    ...(ep.form ? { 'x-form': true } : {}),
    'x-chosen': chosen,
  };
}

const errorEnvelope = (description: string, example: Json) => ({
  description,
  content: { 'application/json': { schema: ref('schemas', 'ErrorEnvelope'), example } },
});

/** The OpenAPI 3.1 document of every endpoint of the table (keys = endpoint names, in table order). */
export function buildOpenApiDocument(endpoints: Record<string, EndpointDef>): Json {
  const paths: Record<string, Json> = {};
  for (const ep of Object.values(endpoints)) {
    paths[ep.path] = { ...paths[ep.path], [ep.method.toLowerCase()]: operation(ep) };
  }
  const tags = [...new Set(Object.values(endpoints).map((ep) => tagOf(ep.path)))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Portal platform API',
      version: `${Object.keys(endpoints).length} endpoints`,
      description: [
        'The calls the portal makes to the platform, generated from the zod schemas of `libs/api-contract` (do not edit: `npx tsx libs/api-contract/scripts/generate-openapi.ts`).',
        'Every answer is the envelope `{ success, message, value }` (x-envelope). Business refusals are HTTP 200 with `success: false` and an error key (x-error-keys); 400 a request that fails its schema (`invalid_request: <field>`) or an encryption error; 401 a missing, expired or revoked session; 422 an `Idempotency-Key` reused with another payload; 429 throttled.',
        'Encrypted calls (x-encrypted) carry a nacl-box envelope (x-encryption); money moves (x-money-move) an `Idempotency-Key`. x-chosen lists what this contract decided where the product specification is silent: check those first against a platform.',
        'Check a live platform against it: `npm run conformance -- --platform <url> --merchant <code>`.',
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: 'The platform, behind the brand’s own domain (`/wps`, `/lgw`)' }],
    tags,
    paths,
    components: {
      schemas: {
        ErrorEnvelope: envelope({ description: 'Details of the refusal, e.g. { field, issues } of an invalid request' }, 'A refusal'),
        EncryptedEnvelope: jsonSchema(encryptedEnvelopeSchema, 'input'),
        EncryptionKey: jsonSchema(encryptionKeySchema, 'output'),
      },
      parameters: {
        Merchant: { name: HEADER.merchant, in: 'header', required: true, description: 'The brand’s merchant code.', schema: { type: 'string' } },
        Language: {
          name: HEADER.language,
          in: 'header',
          required: true,
          description: 'The player’s language: the language of texts in answers.',
          schema: { type: 'string', enum: [...PLATFORM_LANGUAGES] },
        },
        Encryption: { name: HEADER.encryption, in: 'header', required: true, schema: { type: 'string', const: ENCRYPTION_ALGORITHM } },
        IdempotencyKey: {
          name: HEADER.idempotencyKey,
          in: 'header',
          required: true,
          description: 'The same key replays the first answer and moves the money once; the same key with another payload gets 422.',
          schema: { type: 'string', maxLength: 200 },
        },
      },
      responses: {
        InvalidRequest: errorEnvelope('The request fails its schema (`invalid_request: <field>`, value `{ field, issues }`), or an encryption error.', {
          success: false,
          message: 'invalid_request: amount',
          value: { field: 'amount', issues: [{ path: 'amount', message: 'Too small: expected number to be >0' }] },
        }),
        NotLoggedIn: errorEnvelope('No session (`not_logged_in`), or an expired or revoked one (`session_expired`).', {
          success: false,
          message: 'session_expired',
          value: null,
        }),
        IdempotencyKeyReused: errorEnvelope('The Idempotency-Key was used with another payload.', {
          success: false,
          message: 'idempotency_key_reused',
          value: null,
        }),
        TooManyRequests: errorEnvelope('Throttled.', { success: false, message: 'too_many_requests', value: null }),
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'header', name: HEADER.authorization, description: 'The raw session token of a login (no "Bearer").' },
      },
    },
    'x-envelope': {
      description: 'Every answer, refusals included: success, message (an error key when success is false), value.',
      schema: envelope({}, 'The envelope'),
    },
    'x-encryption': {
      algorithm: ENCRYPTION_ALGORITHM,
      key: 'GET /wps/system/encryption → { algorithm, keyId, publicKey } (Curve25519, base64)',
      request: `header ${HEADER.encryption}: ${ENCRYPTION_ALGORITHM}; body { keyId, epk, nonce, box }: a fresh ephemeral key pair (epk), a random 24-byte nonce, box = nacl.box(utf8(JSON.stringify({ ...payload, ts })), nonce, publicKey, ephemeralSecretKey), base64`,
      replay: `refused: ts more than ${ENCRYPTION_MAX_SKEW_MS / 60_000} minutes off, or an (epk, nonce) seen before`,
      errors: Object.values(ENCRYPTION_ERROR),
    },
    'x-error-keys': Object.values(ERROR_KEY),
  };
}
