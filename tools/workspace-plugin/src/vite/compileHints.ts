import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136 and later): compile every function of this file as it arrives. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Smaller files (the bundler's runtime, a page's small shared pieces) are left as they are: the hint costs 30 bytes gzip. */
const HINTED_FROM = 2_000;

/**
 * Puts V8's compile hint at the top of each script of a brand's build. Without it V8 compiles a
 * function only when it is first called, on the main thread: on a phone's start that is a large
 * part of the first render, as every component, hook and library function runs for the first
 * time. With it V8 compiles each file on a background thread while it downloads. Every chunk
 * loads when what it holds is about to run (the start, a page, a centre, an overlay), so most of
 * each file's functions run soon after. Browsers without the hint read a comment. The source maps
 * gain the same empty first line. Docs: docs/product/performance.md "Compiled while it downloads".
 */
export function compileHints(): Plugin {
  return {
    name: 'portal:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own (the start bundle's preload list goes above its code there).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code.length < HINTED_FROM) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
