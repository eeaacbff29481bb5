// The one inline script of a brand build, the first thing in index.html's <head> (before the
// stylesheet, which would hold it back). The CSP allows exactly this text, by its hash
// (security-headers.mjs); the brand build writes it (brandTheme and brandBoot in
// tools/workspace-plugin). It is the same for every brand: what differs is data in its `data-boot`
// attribute, which the hash does not cover.
//  1. The theme (docs/product/shell-and-navigation.md, theme): it names the visitor's stored mode on
//     <html> before anything is painted, so a visitor who chose the other mode than the brand's
//     default does not see the default's canvas until the portal's code has loaded.
//  2. The start's calls (docs/product/performance.md "The start's calls leave with the HTML"): the
//     calls of `data-boot` (feature-shell `startBootPlan`) go out at once, with the headers the
//     platform client would send (the stored language and session), and wait in
//     `window.__portalBoot` for the client to take them (data-access `takeBootResponse`). Not when
//     the address hands over a session (`?token=`): that start asks with the handed-over token.
import { createHash } from 'node:crypto';

/** `<html>`'s attribute naming the mode (ui-kit's THEME_MODE_ATTRIBUTE; the build fails if they differ). */
export const THEME_BOOT_ATTRIBUTE = 'data-portal-theme';

/** The script's attribute holding the start's calls (JSON of feature-shell's `StartBootPlan`). */
export const BOOT_DATA_ATTRIBUTE = 'data-boot';

const theme = `try{var m=JSON.parse(localStorage.getItem("theme"));if(m==="dark"||m==="light")document.documentElement.setAttribute("${THEME_BOOT_ATTRIBUTE}",m)}catch(e){}`;

const calls = [
  `try{var b=JSON.parse(document.currentScript.getAttribute("${BOOT_DATA_ATTRIBUTE}"));`,
  'if(b&&!/[?&]token=/.test(location.search)){',
  'var s=null,t=null,h={Accept:"application/json"},r=window.__portalBoot={};',
  'try{s=JSON.parse(localStorage.getItem("language"))}catch(e){}',
  'try{t=JSON.parse(sessionStorage.getItem("token"))}catch(e){}',
  'var l=typeof s==="string"&&Object.prototype.hasOwnProperty.call(b.languages,s)?b.languages[s]:b.language;',
  'if(typeof t!=="string")t="";',
  'h[b.headers.merchant]=b.merchant;h[b.headers.language]=l;if(t)h[b.headers.authorization]=t;',
  'var g=function(u){u=b.base+u.replace("{host}",encodeURIComponent(location.host));',
  'var p=fetch(u,{headers:h,credentials:"same-origin"});p.catch(function(){});r[u+" "+l+" "+t]=p};',
  'b.calls.forEach(g);if(t)b.sessionCalls.forEach(g);',
  'if(Object.prototype.hasOwnProperty.call(b.banners,location.pathname))g(b.banners[location.pathname])}}catch(e){}',
].join('');

/** The script. */
export const BOOT_SCRIPT = theme + calls;

/** The CSP source that allows it. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
