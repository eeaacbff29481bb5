/** Feedback limits (docs/product/content.md): 140 characters, up to 3 png/jpg images of 5 MB each. */
export const FEEDBACK_LIMITS = {
  maxLength: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;
