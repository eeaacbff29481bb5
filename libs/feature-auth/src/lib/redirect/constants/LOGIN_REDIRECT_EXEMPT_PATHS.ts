/** Routes reachable without a session when loginedToHomePage is on (spec §2). */
export const LOGIN_REDIRECT_EXEMPT_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];
