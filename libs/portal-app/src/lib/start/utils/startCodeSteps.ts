import { startChunkSteps } from '@portal/feature-shell';
import { FEATURE_OVERLAYS } from '../../composition/constants/FEATURE_OVERLAYS';
import { FEATURE_PAGES } from '../../composition/constants/FEATURE_PAGES';
import { FEATURE_SLOTS } from '../../composition/constants/FEATURE_SLOTS';

/**
 * The code the start asks for before React renders, as steps (startPortal runs each in a task of
 * its own): the opened route's page and, on home, its slots; or, when the member centre opened by
 * its address covers a phone's page, the centre's code instead. The brand's build runs the same
 * steps to list the files index.html asks for (`@portal/portal-app/build`).
 */
export function startCodeSteps(pathname: string, pageCovered: boolean): (() => void)[] {
  return pageCovered
    ? FEATURE_OVERLAYS.filter((overlay) => overlay.id === 'memberCentre').map((overlay) => () => void overlay.preload())
    : startChunkSteps(pathname, FEATURE_PAGES, FEATURE_SLOTS);
}
