import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlatformErrorKind } from '@portal/data-access';

/**
 * The message of every `PlatformError` kind, used when the error carries no known key (network
 * down, 5xx, a response that did not parse…). Same rule as ERROR_MESSAGES: one per kind, all locales.
 */
export const ERROR_KIND_MESSAGES: Record<PlatformErrorKind, MessageDescriptor> = {
  business: msg`Something went wrong. Please try again.`,
  validation: msg`Some information is not valid, please check the form`,
  auth: msg`Your session has expired. Please log in again.`,
  throttled: msg`Too many requests, please try again later`,
  conflict: msg`This request was already sent with other details. Please refresh the page and try again.`,
  network: msg`Network link abnormal, please check your connection`,
  server: msg`The service is unavailable, please try again later`,
  malformed: msg`The service is unavailable, please try again later`,
  timeout: msg`The request timed out. Please try again.`,
};
