// The one inline script of a brand build, the first thing in index.html's <head>. The CSP allows
// exactly this text, by its hash (security-headers.mjs); the brand build writes it (brandBoot in
// tools/workspace-plugin). It is the same for every brand: what differs is data in its `data-boot`
// attribute (feature-shell's `bootFramePlan`), which the hash does not cover.
//  1. The theme (docs/product/shell-and-navigation.md, theme): it names the visitor's stored mode on
//     <html> before anything is painted, so a visitor who chose the other mode than the brand's
//     default does not see the default's canvas until the portal's code has loaded.
//  2. The boot frame (docs/product/performance.md "The boot frame on a phone"): on a phone, on a
//     route that opens with banners, it asks for the status and the route's banners at once and,
//     when the portal is running, draws the header's bar with the brand's logo and the first banner
//     where the portal will draw them, before the portal's code has arrived. Under the member centre
//     opened by the address (`cover`) it draws the bar alone: the centre will cover the page.
//     `window[painted]` resolves once that banner has been painted (or nothing will be drawn): the
//     portal's first render waits for it, at most a moment (feature-shell `afterBootFrame`), so the
//     paint is not held behind that render. The portal removes the frame once its own frame shows
//     (`releaseBootFrame`); it goes by itself after `timeout` ms.
//  3. The page's code (docs/product/performance.md "The page's code from the HTML"): the start's
//     catalog in the stored language (`catalogs`) and the script files of the route's page
//     (`preloads`), both written by the build, are asked for as module preloads while the HTML is
//     read, in a task after the calls have left ("The page's files after the calls"): they arrive
//     beside the start's script, not after it has run. Under the member centre opened by the
//     address on a phone (it covers the page), the centre's files instead (`centre`).
//  4. Intl, set up while the page waits (below).
import { createHash } from 'node:crypto';

/** `<html>`'s attribute naming the mode (ui-kit's THEME_MODE_ATTRIBUTE; the build fails if they differ). */
export const THEME_BOOT_ATTRIBUTE = 'data-portal-theme';

/** The script's attribute holding the boot frame's plan (JSON of feature-shell's `BootFramePlan`). */
export const BOOT_DATA_ATTRIBUTE = 'data-boot';

const theme = `try{var m=JSON.parse(localStorage.getItem("theme"));if(m==="dark"||m==="light")document.documentElement.setAttribute("${THEME_BOOT_ATTRIBUTE}",m)}catch(e){}`;

const frame = [
  `try{var b=JSON.parse(document.currentScript.getAttribute("${BOOT_DATA_ATTRIBUTE}")),o=Object.prototype.hasOwnProperty,s=null,c="";`,
  'try{s=JSON.parse(localStorage.getItem("language"));c=localStorage.getItem(b.cdnKey)||""}catch(e){}',
  'var Q=[],P=function(f){Q.push(f)},',
  'g=b&&(typeof s==="string"&&o.call(b.catalogs,s)?b.catalogs[s]:b.catalogs[b.locale]);if(g)P(g);',
  'var C=b&&new RegExp(b.cover).test(location.search)&&matchMedia(b.media).matches&&b.centre,y;',
  'if(C){y=new URLSearchParams(location.search).get(b.centreParam);C.frame.forEach(P);if(o.call(C.pages,y))C.pages[y].forEach(P);',
  'y=typeof s==="string"&&o.call(C.catalogs,s)?C.catalogs[s]:C.catalogs[b.locale];if(y)P(y)}',
  'else if(b&&o.call(b.preloads,location.pathname)&&!new RegExp(b.skip).test(location.search))b.preloads[location.pathname].forEach(P);',
  'if(b&&o.call(b.banners,location.pathname)&&!new RegExp(b.skip).test(location.search)&&matchMedia(b.media).matches){',
  'var z,p=window[b.painted]=new Promise(function(d){z=d}),v=new RegExp(b.cover).test(location.search);',
  'var h={Accept:"application/json"};h[b.headers.merchant]=b.merchant;',
  'h[b.headers.language]=typeof s==="string"&&o.call(b.languages,s)?b.languages[s]:b.language;',
  'var j=function(u){return fetch(b.base+u,{headers:h,credentials:"same-origin"}).then(function(r){return r.json()})',
  '.then(function(e){if(!e||!e.success)throw 0;return e.value})};',
  'Promise.all([j(b.status),v?null:j(b.banners[location.pathname])]).then(function(a){',
  'var f=a[1]&&a[1][0];if(!a[0]||a[0].status!==0||!(v||f&&typeof f.url==="string")||window[b.released])return z();',
  'var d=document.createElement("div"),r=d.appendChild(document.createElement("div")).appendChild(document.createElement("picture")),',
  'g=new Image(),i=g;d.id=b.id;d.setAttribute("aria-hidden","true");',
  'if(b.appIcon){var n=r.appendChild(document.createElement("source"));n.media=b.narrow;n.srcset=b.appIcon;n.width=n.height=32}',
  'g.alt="";g.width=160;g.height=40;g.src=b.logo;r.appendChild(g);',
  'if(!v){i=new Image();i.alt="";i.width=f.width||600;i.height=f.height||240;i.fetchPriority="high";',
  'i.src=c&&f.url[0]==="/"&&f.url[1]!=="/"?c+f.url:f.url;d.appendChild(document.createElement("section")).appendChild(i)}',
  '(document.body||document.documentElement).appendChild(d);setTimeout(function(){d.remove()},b.timeout);',
  'var q=function(){requestAnimationFrame(function(){setTimeout(z)})};i.decode().then(q,q)',
  '}).catch(function(){z()})}',
  // The preloads in a task of their own, after the calls have left: each link costs the main thread
  // 1–2 ms (more under DevTools), 60 ms for a lobby's 28 files, which the calls used to wait for.
  'setTimeout(function(){Q.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)})})}catch(e){}',
].join('');

// 4. Intl (docs/product/performance.md "Intl while the HTML waits"): the page's first use of the
//    browser's Intl sets up its locale data, 20–50 ms of the main thread at full speed in one
//    piece (on every page react-aria's locale check, `Intl.DateTimeFormat.supportedLocalesOf` of
//    the browser's language, as its module loads). Here it runs in a task of its own while the
//    page waits for its script and its calls, and the portal's own first use costs nothing.
const intl = 'setTimeout(function(){try{Intl.DateTimeFormat.supportedLocalesOf([navigator.language||"en-US"])}catch(e){}});';

/** The script. */
export const BOOT_SCRIPT = theme + frame + intl;

/** The CSP source that allows it. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
