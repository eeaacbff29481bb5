/**
 * A failure with an HTTP status and an envelope message key.
 * Business failures use status 200 and `success: false` (the UI shows the message key);
 * protocol failures use 400 / 401 / 422 / 429.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 200 | 400 | 401 | 403 | 404 | 422 | 429 | 500 | 503,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
  }
}

/** Business failure: HTTP 200, `{ success: false, message }`. */
export const fail = (message: string, value?: unknown) => new ApiError(200, message, value);
export const badRequest = (message: string, value?: unknown) => new ApiError(400, message, value);
export const unauthorized = (message = 'not_logged_in') => new ApiError(401, message);
export const tooManyRequests = (message = 'too_many_requests', value?: unknown) => new ApiError(429, message, value);
