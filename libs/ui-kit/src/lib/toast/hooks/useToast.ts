import { dismissToast, showToast } from '../states/toastStore';

export interface ToastApi {
  /** Shows a toast in the app's `ToastRegion`; returns its id. */
  show: typeof showToast;
  dismiss: typeof dismissToast;
}

const api: ToastApi = { show: showToast, dismiss: dismissToast };

/** The toast API for components (the same functions as `toast()` / `toast.dismiss()`). */
export function useToast(): ToastApi {
  return api;
}
