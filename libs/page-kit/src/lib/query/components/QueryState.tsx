import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useErrorMessage, type ErrorMessageOptions } from '../../errors/hooks/useErrorMessage';
import { isEmptyData } from '../utils/isEmptyData';
import { StatePanel } from './StatePanel';

const StyledQueryLoading = styled.div<{ $gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
`;

export interface QueryLoadingProps {
  /** The skeletons: the content's own boxes at their final sizes (docs/product/performance.md "No layout shift"). */
  children: ReactNode;
  /** Space between them in theme spacing steps (the content's own gap; default 2). */
  gap?: number;
}

/** A loading state announced as such (`role="status"`, `aria-busy`): QueryState's default, and the wrapper of a page's own skeleton. */
export function QueryLoading({ children, gap = 2 }: QueryLoadingProps) {
  const { t } = useLingui();
  return (
    <StyledQueryLoading aria-busy="true" role="status" aria-label={t`Loading…`} $gap={gap}>
      {children}
    </StyledQueryLoading>
  );
}

/** The part of a react-query result (useQuery, useInfiniteQuery, useEndpointQuery…) QueryState reads. */
export interface QueryLike<TData> {
  data: TData | undefined;
  error: unknown;
  refetch?: () => unknown;
}

export interface QueryStateProps<TData> {
  query: QueryLike<TData>;
  /** Title of the error state ("The games could not be loaded"); the failure's message goes under it. */
  errorTitle: string;
  /** Title of the empty state; without it an empty result renders `children`. */
  emptyTitle?: string;
  /** Under the empty title (a link, a button…). */
  emptyAction?: ReactNode;
  /** When the data counts as empty (default: an empty array, or an object with an empty `list`). */
  isEmpty?: (data: TData) => boolean;
  /** Shown while the first answer is awaited (default: three skeleton lines). Keep the page's final height. */
  loading?: ReactNode;
  /** Error-map overrides for this query (see useErrorMessage). */
  errorMessages?: ErrorMessageOptions;
  children: (data: TData) => ReactNode;
}

/**
 * Loading → error → empty → content for any query, the same everywhere: a skeleton while the first
 * answer is awaited, the translated failure with "Try again", the empty state, then `children(data)`.
 * Data already shown stays shown when a refetch fails.
 */
export function QueryState<TData>({
  query,
  errorTitle,
  emptyTitle,
  emptyAction,
  isEmpty = isEmptyData,
  loading,
  errorMessages,
  children,
}: QueryStateProps<TData>) {
  const errorMessage = useErrorMessage();
  const { data, error, refetch } = query;
  if (data === undefined) {
    if (error)
      return (
        <StatePanel kind="error" title={errorTitle} description={errorMessage(error, errorMessages)} onRetry={refetch ? () => void refetch() : undefined} />
      );
    return (
      loading ?? (
        <QueryLoading>
          <Skeleton height={48} />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </QueryLoading>
      )
    );
  }
  if (emptyTitle && isEmpty(data)) return <StatePanel kind="empty" title={emptyTitle} action={emptyAction} />;
  return <>{children(data)}</>;
}
