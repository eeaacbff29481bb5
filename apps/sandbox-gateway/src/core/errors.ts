/**
 * A failure with an HTTP status and an envelope message key.
 * Business failures use status 200 and `success: false` (the UI shows the message key);
 * protocol failures use 400 / 401 / 422 / 429.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 200 | 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
  }

  /**
   * A write that must outlive the refusal (a wrong payment password counts even though the move is
   * rolled back): run by whoever rolls the move back, after the rollback (see domain/cashier-tx.ts).
   */
  afterRollback?: () => void;
}

/** Business failure: HTTP 200, `{ success: false, message }`. */
export const fail = (message: string, value?: unknown) => new ApiError(200, message, value);
export const badRequest = (message: string, value?: unknown) => new ApiError(400, message, value);
export const unauthorized = (message = 'not_logged_in') => new ApiError(401, message);
export const tooManyRequests = (message = 'too_many_requests', value?: unknown) => new ApiError(429, message, value);
export const conflict = (message: string, value?: unknown) => new ApiError(409, message, value);
