import { AGENT_CENTRE_PARAM, MEMBER_CENTRE_PARAM } from '@portal/data-access';
import { INSTALLED_APP } from '../constants/INSTALLED_APP';

/** Fields the player typed into since they were shown (`watchTypedFields`). */
const typed = new Set<Element>();

/**
 * Remembers every field the player types into (until its form is sent): a page with a field still
 * on screen that holds what they typed is a form being filled (`playerBusy`). Returns the cleanup.
 */
export function watchTypedFields(doc: Document = document): () => void {
  const onInput = (event: Event) => {
    if (event.target instanceof Element) typed.add(event.target);
  };
  const onSubmit = (event: Event) => {
    for (const field of [...typed]) if (event.target instanceof HTMLFormElement && event.target.contains(field)) typed.delete(field);
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('submit', onSubmit, true);
  return () => {
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('submit', onSubmit, true);
    typed.clear();
  };
}

/**
 * Whether a new version must wait (docs/product/installed-app.md "Updates"): the player is on a
 * game or a bet slip, has a centre open (a deposit, a withdrawal: `?member=`, `?agent=`), a dialog
 * open, or a field on screen they typed into.
 */
export function playerBusy(location: { pathname: string; search: string }, doc: Document = document): boolean {
  if (INSTALLED_APP.busyRoutes.some((route) => location.pathname === route || location.pathname.startsWith(`${route}/`))) return true;
  const params = new URLSearchParams(location.search);
  if (params.has(MEMBER_CENTRE_PARAM) || params.has(AGENT_CENTRE_PARAM)) return true;
  if (doc.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]')) return true;
  for (const field of [...typed]) {
    if (!field.isConnected) typed.delete(field);
    else if ((field as HTMLInputElement).value) return true;
  }
  return false;
}
