import { useLingui } from '@lingui/react/macro';
import { Money } from '@portal/ui-kit';
import { SummaryList } from './SummaryList';

export interface FeePreviewProps {
  /** The amount typed. */
  amount: number;
  /** The fee for it; null while the amount is not valid (both figures show "—"). */
  fee: number | null;
}

/** The fee and what the member receives for the amount being typed (deposit and withdrawal forms), updated as it is typed. */
export function FeePreview({ amount, fee }: FeePreviewProps) {
  const { t } = useLingui();
  return (
    <SummaryList aria-live="polite">
      <dt>{t`Fee`}</dt>
      <dd>{fee === null ? '—' : <Money value={fee} />}</dd>
      <dt>{t`You receive`}</dt>
      <dd>{fee === null ? '—' : <Money value={Math.round((amount - fee) * 100) / 100} />}</dd>
    </SummaryList>
  );
}
