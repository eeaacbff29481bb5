/** Where an invitation sends a friend: the register page with the code (the register form fills it in). */
export const invitationLink = (code: string, origin: string = window.location.origin) => `${origin}/register?code=${encodeURIComponent(code)}`;
