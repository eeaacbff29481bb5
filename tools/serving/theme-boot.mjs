// The one inline script of a brand build (docs/product/shell-and-navigation.md, theme): the first
// thing in index.html's <head>, it names the visitor's stored mode on <html> before anything is
// painted, so a visitor who chose the other mode than the brand's default does not see the
// default's canvas until the portal's code has loaded. The CSP allows exactly this text, by its hash
// (security-headers.mjs); the brand build writes it (brandTheme in tools/workspace-plugin).
import { createHash } from 'node:crypto';

/** `<html>`'s attribute naming the mode (ui-kit's THEME_MODE_ATTRIBUTE; the build fails if they differ). */
export const THEME_BOOT_ATTRIBUTE = 'data-portal-theme';

/** The script: reads the stored mode (data-access `themeModeState`: localStorage `theme`, JSON). */
export const THEME_BOOT_SCRIPT = `try{var m=JSON.parse(localStorage.getItem("theme"));if(m==="dark"||m==="light")document.documentElement.setAttribute("${THEME_BOOT_ATTRIBUTE}",m)}catch(e){}`;

/** The CSP source that allows it. */
export const THEME_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;
