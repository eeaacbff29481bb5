import { pendingHandoverToken } from '@portal/data-access';
import { Suspense, useState, type ReactNode } from 'react';
import { StartFrame } from '../../app/components/StartFrame';
import { lazyComponent } from '@portal/page-kit/chunks';

/** Only a visit whose address carried a session token needs the gate: its own chunk (docs/product/performance.md). */
const SessionHandoverGate = lazyComponent(() => import('./SessionHandoverGate'), 'SessionHandoverGate');

/**
 * The session-handover gate for a visit that came with `?token=` (decided once, at start: the
 * gate consumes the token), and nothing for every other visit; the start frame shows while the
 * gate's code loads.
 */
export function HandoverBoundary({ children }: { children: ReactNode }) {
  const [handedOver] = useState(() => pendingHandoverToken() !== null);
  if (!handedOver) return <>{children}</>;
  return (
    <Suspense fallback={<StartFrame />}>
      <SessionHandoverGate>{children}</SessionHandoverGate>
    </Suspense>
  );
}
