/** The installed app's rules (docs/product/installed-app.md). */
export const INSTALLED_APP = {
  /**
   * Routes where a round, a bet slip or a game is open: the "new version ready" prompt waits
   * while the player is on one ("Updates").
   */
  busyRoutes: ['/game', '/seamless', '/lottery', '/vnlottery'],
  /** While the portal stays open, it asks the server for a new version at most this often, when it comes back to the screen. */
  updateCheckIntervalMs: 60 * 60 * 1000,
  /** Browsers without an install prompt (Safari) offer "Add to home screen" from the player's second visit ("Add to home screen"). */
  visitsBeforeInstallEntry: 2,
  /** localStorage: how many visits (sessions) the player has made; sessionStorage: this session was counted. */
  visitsKey: 'portal:visits',
  visitCountedKey: 'portal:visit-counted',
} as const;
