import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RgExclusionRequest } from '@portal/api-contract';

/** The length of a time-out or self-exclusion. */
export const RG_EXCLUSION_LABELS: Readonly<Record<RgExclusionRequest['duration'], MessageDescriptor>> = {
  '24h': msg`24 hours`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  '6m': msg`6 months`,
  '1y': msg`1 year`,
  '5y': msg`5 years`,
  permanent: msg`Permanently`,
};
