/**
 * Second entry point: `toast()` and the `ToastRegion` that shows it, for code that shows a toast
 * only after something happens (a login): they load then, not with the first screen.
 */
export { toast, type ToastOptions } from './lib/toast/utils/toast';
export { ToastRegion } from './lib/toast/components/ToastRegion';
