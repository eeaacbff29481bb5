import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AnnouncementType } from '@portal/data-access';

/** Announcement types of the notice modal (spec §3), B by default. */
export const NOTICE_TYPES: ReadonlyArray<{ type: AnnouncementType; label: MessageDescriptor }> = [
  { type: 'B', label: msg`General` },
  { type: 'PL', label: msg`Platform` },
  { type: 'PU', label: msg`Pop-up` },
  { type: 'PR', label: msg`Promotion` },
  { type: 'H', label: msg`Headlines` },
];
