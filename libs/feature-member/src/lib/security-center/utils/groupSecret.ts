/** A base32 secret in groups of four ('ABCD EFGH …'), easier to type into an authenticator app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
