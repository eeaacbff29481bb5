import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../constants/TOAST_DURATION_MS';
import { toastQueue, type ToastContent, type ToastTone } from '../states/toastQueue';

export type { ToastTone };

export interface ToastOptions {
  tone?: ToastTone;
  /** A second line under the message. */
  description?: ReactNode;
  /** Milliseconds before it leaves by itself; `0` keeps it until dismissed. */
  duration?: number;
  /** One action button (e.g. "Undo", "View"). */
  action?: ToastContent['action'];
  /** Replaces a toast with the same id instead of stacking a copy. */
  id?: string;
}

/** Our ids (`options.id`) → the queue's keys of the toasts on screen. */
const keys = new Map<string, string>();

function showToast(message: ReactNode, { tone = 'info', description, duration = TOAST_DURATION_MS, action, id }: ToastOptions = {}): string {
  const previous = id === undefined ? undefined : keys.get(id);
  if (previous !== undefined) toastQueue.close(previous);
  const key = toastQueue.add(
    { message, tone, description, action },
    {
      timeout: duration > 0 ? duration : undefined,
      onClose: () => {
        if (id !== undefined && keys.get(id) === key) keys.delete(id);
      },
    },
  );
  if (id !== undefined) keys.set(id, key);
  return id ?? key;
}

/**
 * `toast('Saved', { tone: 'success' })` from anywhere (event handlers, mutation callbacks): the
 * app's one `ToastRegion` shows it. `toast.dismiss(id)` removes one, `toast.clear()` all.
 */
export const toast = Object.assign(showToast, {
  dismiss: (id: string) => toastQueue.close(keys.get(id) ?? id),
  clear: () => {
    keys.clear();
    toastQueue.clear();
  },
});
