/** How long a toast stays (while not hovered or focused) unless `duration` says otherwise. */
export const TOAST_DURATION_MS = 5000;
