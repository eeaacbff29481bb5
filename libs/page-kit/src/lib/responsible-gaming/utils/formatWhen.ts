import { formatDateTime } from '@portal/i18n';

/** 'yyyy-MM-dd hh:mm' in the viewer's time zone: when a limit resets, when an exclusion ends. */
export const formatWhen = (ms: number) => formatDateTime(ms).slice(0, 16);
