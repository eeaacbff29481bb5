/**
 * Below this width the header shows the brand's square app icon for its wordmark, and the member
 * part tightens (docs/product/phone-layout.md). The boot frame's bar follows it (bootFramePlan).
 */
export const HEADER_NARROW_MEDIA = '(max-width: 399.98px)';
