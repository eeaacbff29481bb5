import { useLingui } from '@lingui/react/macro';
import { loadChunk } from '@portal/page-kit/chunks';
import { lazy, Suspense } from 'react';

/** The region and the toast queue load with a member's session (the toasts come after a login), not with the first screen. */
const ToastRegion = lazy(() => loadChunk(() => import('@portal/ui-kit/toast')).then((m) => ({ default: m.ToastRegion })));

/** Where `toast()` shows its messages (the login's risk notice, a redeemed reward): one per app. */
export function ShellToasts() {
  const { t } = useLingui();
  return (
    <Suspense fallback={null}>
      <ToastRegion label={t`Notifications`} dismissLabel={t`Close`} />
    </Suspense>
  );
}
