/**
 * @portal/page-kit: the building blocks every feature page is made of (forms and field groups,
 * the error-key → message map, query states, the records-page scaffold). Every feature may import
 * it; it imports no feature (tag `type:kit`, see eslint.config.mjs).
 */
export {};
