import { centrePageIds } from '@portal/page-kit';
import { PERSONAL_CENTER_VIEWS } from './PERSONAL_CENTER_VIEWS';

/** A page of the member centre: the value of `?member=` (docs/product/member-centre.md). */
export type PersonalCenterPage = keyof typeof PERSONAL_CENTER_VIEWS;

/** The member centre's page ids in menu order. */
export const PERSONAL_CENTER_PAGES: readonly PersonalCenterPage[] = centrePageIds(PERSONAL_CENTER_VIEWS);

export function isPersonalCenterPage(value: string | null | undefined): value is PersonalCenterPage {
  return (PERSONAL_CENTER_PAGES as readonly string[]).includes(value ?? '');
}
