import { centrePageIds } from '@portal/page-kit';
import { PERSONAL_CENTRE_VIEWS } from './PERSONAL_CENTRE_VIEWS';

/** A page of the member centre: the value of `?member=` (docs/product/member-centre.md). */
export type PersonalCentrePage = keyof typeof PERSONAL_CENTRE_VIEWS;

/** The member centre's page ids in menu order. */
export const PERSONAL_CENTRE_PAGES: readonly PersonalCentrePage[] = centrePageIds(PERSONAL_CENTRE_VIEWS);

export function isPersonalCentrePage(value: string | null | undefined): value is PersonalCentrePage {
  return (PERSONAL_CENTRE_PAGES as readonly string[]).includes(value ?? '');
}
