import { toast, type ToastOptions } from '@portal/ui-kit/toast';

/** Calls `show` once no dialog is open (at once if none is). */
function whenNoDialogIsOpen(show: () => void): void {
  const open = () => document.querySelector('[role="dialog"]') !== null;
  if (!open()) {
    show();
    return;
  }
  const observer = new MutationObserver(() => {
    if (open()) return;
    observer.disconnect();
    show();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * The login's risk notice, once no dialog is open: the login's own closing, the first login's new
 * password, a second step. Shown over one, it would cover its fields and buttons for its 20 seconds
 * (docs/product/accessibility-and-locale.md "Announcements"). Not cancelled by anything: the login
 * happened once, and so does its notice.
 */
export function showRiskNotice(title: string, notice: ToastOptions): void {
  whenNoDialogIsOpen(() => toast(title, notice));
}
