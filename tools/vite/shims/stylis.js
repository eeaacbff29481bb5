// stylis as styled-components uses it in a brand build, without its vendor prefixer (tools/vite/app.ts):
// styled-components 6 adds prefixes only when a StyleSheetManager sets `enableVendorPrefixes`, which
// the portal never does (its browsers need none), so the prefixer is dead code in the start bundle.
export * from '../../../node_modules/stylis/src/Enum.js';
export * from '../../../node_modules/stylis/src/Utility.js';
export * from '../../../node_modules/stylis/src/Parser.js';
export * from '../../../node_modules/stylis/src/Tokenizer.js';
export * from '../../../node_modules/stylis/src/Serializer.js';
export { middleware, namespace, rulesheet } from '../../../node_modules/stylis/src/Middleware.js';

/** The prefixer middleware's place: writes no vendor-prefixed copies (see above). */
export function prefixer() {}
