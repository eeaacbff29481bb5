/** How long "remember me" keeps the username (docs/product/accounts-and-auth.md: 1 day). */
export const REMEMBER_ME_MS = 86_400_000;
