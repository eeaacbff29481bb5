/**
 * Second entry point: the one error-key → message map and the rule that picks a failure's message,
 * with page-kit's catalog, without the components: the conformance kit (tools/conformance) says what
 * a player would read in the portal for each answer of a platform.
 */
export { ERROR_MESSAGES } from './lib/errors/constants/ERROR_MESSAGES';
export { ERROR_KIND_MESSAGES } from './lib/errors/constants/ERROR_KIND_MESSAGES';
export { UNKNOWN_ERROR_MESSAGE } from './lib/errors/constants/UNKNOWN_ERROR_MESSAGE';
export { errorDescriptorOf } from './lib/errors/utils/errorDescriptorOf';
export { errorKeyOf, invalidFieldOf } from './lib/errors/utils/errorKeyOf';
export { pageKitCatalog } from './locales/pageKitCatalog';
