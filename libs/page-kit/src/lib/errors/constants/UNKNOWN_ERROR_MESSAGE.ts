import { msg } from '@lingui/core/macro';

/** The message of a failure that is not a PlatformError (a bug, a thrown string…). */
export const UNKNOWN_ERROR_MESSAGE = msg`Unknown error, please try again`;
