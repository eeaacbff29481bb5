/**
 * The page id of a centre's menu (`?member=menu`, `?agent=menu`; docs/product/centres.md). On a
 * phone the menu is the centre's first screen, so the shell opens a centre "at its menu" with it
 * (the bottom bar's Account item: `openMemberCentre(CENTRE_MENU_PAGE)`). Where the menu sits
 * beside the page (tablet, desktop) it stands for the menu's first entry.
 */
export const CENTRE_MENU_PAGE = 'menu';
