import { MEMBER_CENTRE_PARAM } from '@portal/data-access';
import { addressOpensCentre } from '@portal/page-kit';
import { readViewport, type Viewport } from '@portal/ui-kit';

/**
 * Whether the member centre will cover the whole screen as the portal opens: a phone (where a
 * centre is a full-screen page), a stored session and `?member=` in the address (a deep link, a
 * bookmark, a message's link), or the centre's history being built to open it
 * (`addressOpensCentre`). The page under it is then not built, nor are its code and calls asked
 * for, until the centre closes (docs/product/phone-layout.md "Centres": a centre opened by its address).
 * Only the member centre: it either opens or drops its address (a trial account), and a session
 * that is refused ends (the page then shows). A guest gets the login modal over the page.
 */
export function centreCoversPage(location: { search: string; state: unknown }, viewport: Viewport, signedIn: boolean): boolean {
  return viewport === 'phone' && signedIn && addressOpensCentre(location, MEMBER_CENTRE_PARAM);
}

/** `centreCoversPage` as the portal opens: the address it was opened with, the window's width now. */
export function centreCoversPageAtStart(signedIn: boolean): boolean {
  return centreCoversPage({ search: window.location.search, state: null }, readViewport(), signedIn);
}
