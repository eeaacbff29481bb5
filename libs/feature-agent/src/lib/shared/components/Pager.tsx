import { useLingui } from '@lingui/react/macro';
import { Pagination } from '@portal/ui-kit';

export interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** ui-kit Pagination with the agent centre's texts. */
export function Pager({ page, totalPages, onChange }: PagerProps) {
  const { t } = useLingui();
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      labels={{ navigation: t`Pages`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
    />
  );
}
