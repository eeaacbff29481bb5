import { clearToasts, dismissToast, showToast } from '../states/toastStore';

/**
 * `toast('Saved', { tone: 'success' })` from anywhere (event handlers, mutation callbacks): the
 * app's one `ToastRegion` shows it. `toast.dismiss(id)` removes one, `toast.clear()` all.
 */
export const toast = Object.assign(showToast, { dismiss: dismissToast, clear: clearToasts });
