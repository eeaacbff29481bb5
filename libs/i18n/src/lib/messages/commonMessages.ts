import { msg } from '@lingui/core/macro';

/**
 * Texts shared across features (docs/product/display-and-platform.md). Features render them with `i18n._(commonMessages.x)`.
 */
export const commonMessages = {
  loading: msg`Loading…`,
  retry: msg`Try again`,
  confirm: msg`Confirm`,
  cancel: msg`Cancel`,
  close: msg`Close`,
  networkError: msg`Network link abnormal. Check your connection and try again.`,
  pageLoadTimeout: msg`Page load timeout.`,
  unknownError: msg`Unknown error.`,
  serverError: msg`The service is having trouble. Please try again in a moment.`,
  tooManyRequests: msg`Too many requests. Please retry after 5 minutes.`,
  notLoggedIn: msg`You are not logged in.`,
  invalidDomain: msg`Invalid domain. Please contact support.`,
  contactUs: msg`Contact Us`,
};
