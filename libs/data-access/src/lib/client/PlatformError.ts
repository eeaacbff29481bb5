/**
 * The one error type of the platform client. `kind` says what went wrong:
 * - `business`: the platform answered `success: false`, or refused the session with HTTP 403; `messageKey` is its
 *   message (e.g. `invitation_code_error`, `rg_self_excluded`)
 * - `validation`: HTTP 400, the request failed the platform's schema (`messageKey` names the field)
 * - `auth`: HTTP 401, missing, expired or revoked token (the session is cleared)
 * - `throttled`: HTTP 429
 * - `conflict`: HTTP 422, an idempotency key reused with another payload
 * - `network`: no answer (offline, DNS, aborted)
 * - `timeout`: no answer within the client's time limit (the request was aborted)
 * - `server`: HTTP 5xx or another unexpected status
 * - `malformed`: the response did not parse with the contract's schema
 */
export type PlatformErrorKind = 'business' | 'validation' | 'auth' | 'throttled' | 'conflict' | 'network' | 'server' | 'malformed' | 'timeout';

export class PlatformError extends Error {
  readonly kind: PlatformErrorKind;
  readonly endpoint: string;
  readonly status?: number;
  readonly messageKey?: string;
  /** The envelope's `value` on a business failure (e.g. `{ captchaRequired: true }`). */
  readonly value?: unknown;

  constructor(init: { kind: PlatformErrorKind; endpoint: string; status?: number; messageKey?: string; value?: unknown; cause?: unknown }) {
    super(`${init.endpoint}: ${init.kind}${init.messageKey ? ` (${init.messageKey})` : ''}`, { cause: init.cause });
    this.name = 'PlatformError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.messageKey = init.messageKey;
    this.value = init.value;
  }

  /**
   * Worth retrying at once for an idempotent read. A timeout is not: the limit already bounds the
   * wait, and the player gets the error with its retry instead of a spinner that triples it.
   */
  get transient(): boolean {
    return this.kind === 'network' || this.kind === 'server';
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}
