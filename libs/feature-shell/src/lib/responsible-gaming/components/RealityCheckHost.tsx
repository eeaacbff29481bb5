import type { RgSession } from '@portal/api-contract';
import { Suspense, useEffect, useState } from 'react';
import { useRgSession } from '../hooks/useRgSession';
import { lazyComponent } from '@portal/page-kit/chunks';

const RealityCheckDialog = lazyComponent(() => import('./RealityCheckDialog'), 'RealityCheckDialog');

/**
 * The reality check (docs/product/responsible-gaming.md): when the interval the player chose
 * elapses, wherever they are (the game page too), a dialog shows the time played and the net
 * result of this session, with continue, the betting record and log out.
 */
export function RealityCheckHost() {
  const session = useRgSession();
  const [shown, setShown] = useState<RgSession | null>(null);
  const { data, dataUpdatedAt, refetch } = session;

  useEffect(() => {
    const nextAt = data?.realityCheck.nextAt;
    if (!data || shown || nextAt === null || nextAt === undefined) return;
    // The server's clock decides: wait what is left of the interval at the time of the answer.
    const delay = Math.max(0, nextAt - data.now - (Date.now() - dataUpdatedAt));
    const id = window.setTimeout(async () => {
      const fresh = await refetch();
      if (fresh.data) setShown(fresh.data);
    }, delay + 200);
    return () => window.clearTimeout(id);
  }, [data, dataUpdatedAt, shown, refetch]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog session={shown} onClose={() => setShown(null)} />
    </Suspense>
  );
}
