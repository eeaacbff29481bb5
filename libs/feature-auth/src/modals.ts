/**
 * Entry point of the account modals alone: they load when one opens, without the register and
 * login pages (docs/product/performance.md).
 */
export { AuthModals } from './lib/modals/components/AuthModals';
