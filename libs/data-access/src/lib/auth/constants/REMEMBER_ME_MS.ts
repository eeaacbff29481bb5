/** How long "remember me" keeps the username (spec §9: 1 day). */
export const REMEMBER_ME_MS = 86_400_000;
