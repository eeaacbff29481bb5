/**
 * What a brand's build tells its service worker (tools/workspace-plugin `brandServiceWorker`
 * writes it into `sw.js`): the build's id and the files stored at install
 * (docs/product/installed-app.md "What is stored on the phone").
 */
export interface ServiceWorkerBuild {
  /** A hash of the precache list: a new deploy has a new id, so `sw.js` changes and the browser installs it. */
  id: string;
  /** The page (`/index.html`), the start's scripts, the shell's chunks, fonts and the brand's images. */
  precache: ReadonlyArray<PrecacheEntry>;
}

export interface PrecacheEntry {
  /** The file's path on the site (`/assets/index-abc1234.js`). */
  url: string;
  /**
   * The first 16 hexadecimal digits of the file's SHA-256 for a file whose name does not change
   * with its content (index.html, the brand's images): the worker checks what it downloaded
   * against it. Null for a hashed asset, whose name changes with its content.
   */
  revision: string | null;
}
