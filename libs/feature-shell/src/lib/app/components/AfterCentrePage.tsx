import { useIsFetching } from '@tanstack/react-query';
import { centrePageShownState, sessionTokenState } from '@portal/data-access';
import { onIdle, useViewport } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { centreCoversPage, centreCoversPageAtStart } from '../../layout/utils/centreCoversPage';

/**
 * Its children at once; under the member centre opened by the address on a phone, once the
 * centre's page has shown and its calls have answered (and the browser has had a quiet moment
 * after painting them), or the centre has closed. For what no first
 * screen shows (the site services, the reality check): their code and calls do not hold the
 * phone's six connections while the page's records load (docs/product/performance.md "After the
 * centre's page").
 */
export function AfterCentrePage({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useAtomValue(sessionTokenState));
  const covered = centreCoversPage(useLocation(), useViewport(), signedIn);
  const shown = useAtomValue(centrePageShownState);
  const fetching = useIsFetching() > 0;
  const [ready, setReady] = useState(() => !centreCoversPageAtStart(signedIn));
  const settled = !covered || (shown && !fetching);
  // After the paint of the answers, at the browser's first quiet moment.
  useEffect(() => (!ready && settled ? onIdle(() => setReady(true), 2000) : undefined), [ready, settled]);
  return ready ? children : null;
}
