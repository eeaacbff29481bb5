/**
 * Entry point of index.html's boot script alone: the brand's build compiles and minifies this
 * module into the page's one inline script (tools/workspace-plugin brandBoot), before any of the
 * portal's code (docs/product/performance.md "The boot script").
 */
import { runBootScript } from './lib/boot/utils/bootScript';

runBootScript(document.currentScript instanceof HTMLScriptElement ? document.currentScript : null);
