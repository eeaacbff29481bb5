import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AnnouncementType } from '@portal/data-access';

/** The notice modal's filter: every type, or one of them. */
export type NoticeFilter = AnnouncementType | 'all';

/**
 * Tabs of the notice modal: all types first, then each type (docs/product/content.md) (B, PL, PU, PR, H).
 * Every list asks for execution B, the spec's default.
 */
export const NOTICE_TYPES: ReadonlyArray<{ type: NoticeFilter; label: MessageDescriptor }> = [
  { type: 'all', label: msg`All` },
  { type: 'B', label: msg`General` },
  { type: 'PL', label: msg`Platform` },
  { type: 'PU', label: msg`Pop-up` },
  { type: 'PR', label: msg`Promotion` },
  { type: 'H', label: msg`Headlines` },
];
