import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

/** What one toast shows. */
export interface ToastContent {
  message: ReactNode;
  tone: ToastTone;
  /** A second line under the message. */
  description?: ReactNode;
  /** One action button (e.g. "Undo", "View"); pressing it also closes the toast. */
  action?: { label: string; onPress: () => void };
}

/**
 * The toasts of the app: react-aria's queue, a module object (no provider), so any code can call
 * `toast()` and the app's one `ToastRegion` shows it. At most five at once; more wait their turn.
 */
export const toastQueue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: 5 });
