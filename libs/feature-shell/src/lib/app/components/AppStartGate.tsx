import { sessionTokenState, usePermission } from '@portal/data-access';
import { useViewport } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useMemberActions } from '../../header/hooks/useMemberActions';
import { centreCoversPageAtStart } from '../../layout/utils/centreCoversPage';
import { showsSideMenu, useSideMenu } from '../../side-menu/hooks/useSideMenu';
import { useSideMenuCategories } from '../../side-menu/hooks/useSideMenuCategories';
import { routeAt } from '../utils/routeAt';
import { StartFrameUntil } from './StartFrameUntil';

export interface AppStartGateProps {
  children: ReactNode;
}

/**
 * App start (docs/product/shell-and-navigation.md): permission and settings (and the side menu's game categories) load first,
 * then the portal mounts. The country
 * list is fetched alongside, and member info loads when a session token is stored (a token that
 * arrived in the URL becomes the session only through SessionHandoverGate). If permission cannot be
 * read the portal still mounts with the brand's defaults rather than staying blank. With a stored
 * session it also waits for the header's member part, and on a page with the side menu for the
 * menu's code (neither is in the start bundle), so they do not fill in after the portal shows.
 */
export function AppStartGate({ children }: AppStartGateProps) {
  // Asked for by AppStartQueriesEffect beside the status call (with countries and the member);
  // here the portal waits for the two it cannot draw without. The side menu's categories come
  // with the start, so the menu does not grow under the visitor.
  const permission = usePermission();
  const signedIn = Boolean(useAtomValue(sessionTokenState));
  // Not under the member centre opened by the address on a phone: the header's member part is
  // built when the centre closes (PortalLayout), and no menu shows.
  const [covered] = useState(() => centreCoversPageAtStart(signedIn));
  const menus = useSideMenuCategories(!covered);
  const memberActions = useMemberActions(signedIn && !covered);
  // The side menu's code, when the opened page shows it at this width (startQuerySteps asked for it).
  const sideMenu = useSideMenu(showsSideMenu(routeAt(window.location.pathname).layout, useViewport()));
  const ready = !(permission.isPending || (!covered && menus.isPending) || memberActions.pending || sideMenu.pending);
  // The first render of the whole portal (layout, side menu, header, the page, an overlay opened by
  // the address) is the start's biggest piece of work: as a deferred value React renders it in
  // slices that give the browser its turn between them, instead of one long task that blocks input
  // (docs/product/performance.md). The start frame stays until it is ready to show; meanwhile the
  // portal is rendered hidden. It starts false even when everything is ready at the gate's first
  // render (the status answered last): the frame, with the first banners, is drawn at once and the
  // portal is rendered behind it, rather than the page staying blank for that whole render.
  const deferredReady = useDeferredValue(ready, false);
  // Only the start waits: once shown, the portal stays (a login that loads the header's member part
  // does not put the start frame back, nor hide the page that logged in).
  const [shown, setShown] = useState(false);
  if (deferredReady && !shown) setShown(true);
  // The status has let the portal start (SystemStatusGate): the frame may show the first banners.
  return (
    <StartFrameUntil ready={shown || deferredReady} banners>
      {children}
    </StartFrameUntil>
  );
}
