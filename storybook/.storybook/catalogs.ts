/**
 * Every library's compiled catalog (`libs/<lib>/src/locales/<locale>/messages.po`), loaded per
 * locale and merged into one message map, as the portal merges them at start (a new library's
 * catalog is found with no edit here).
 */
import type { Messages } from '@lingui/core';

const catalogs = import.meta.glob<{ messages: Messages }>('../../libs/*/src/locales/*/messages.po');

/** The locale of a catalog path: `…/locales/<locale>/messages.po`. */
const localeOf = (path: string) => /\/locales\/([^/]+)\/messages\.po$/.exec(path)?.[1];

/** Every library's messages of `locale`, merged. */
export async function loadAllMessages(locale: string): Promise<Messages> {
  const loads = Object.entries(catalogs)
    .filter(([path]) => localeOf(path) === locale)
    .map(([, load]) => load());
  const parts = await Promise.all(loads);
  return Object.assign({}, ...parts.map((part) => part.messages));
}
