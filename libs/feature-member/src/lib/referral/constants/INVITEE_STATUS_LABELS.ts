import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InviteeStatus } from '@portal/api-contract';

export const INVITEE_STATUS_LABELS: Readonly<Record<InviteeStatus, MessageDescriptor>> = {
  registered: msg`Not qualified yet`,
  qualified: msg`Qualified`,
  rewarded: msg`Rewarded`,
  ineligible: msg`Not eligible`,
};
