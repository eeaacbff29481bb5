import { useLingui } from '@lingui/react/macro';
import { usePromotions } from '@portal/data-access';
import { formatDateTime } from '@portal/i18n';
import { Button, LazyImage, Skeleton } from '@portal/ui-kit';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.spacing(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const cardStyles = css`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  padding-bottom: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  color: ${({ theme }) => theme.color.text.primary};
  text-decoration: none;
  overflow: hidden;
  transition: border-color ${({ theme }) => theme.motion.duration.fast};

  /* Fixed text lines: the skeleton card has exactly the loaded card's height (no layout shift). */
  h2,
  p {
    margin: 0;
    padding: ${({ theme }) => theme.spacing(0, 4)};
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  h2 {
    height: 24px;
    line-height: 24px;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    height: 20px;
    line-height: 20px;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.tertiary};
  }
`;

const StyledCard = styled(Link)`
  ${cardStyles}

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.accent.base};
    outline: none;
  }
`;

const StyledSkeletonCard = styled.div`
  ${cardStyles}
`;

/** Promotion artwork ratio before the list arrives (the sandbox and the spec draw 600×240). */
const PLACEHOLDER_RATIO = '600 / 240';

/** The promotion cards; each opens its detail (`/promotions/:id`). */
export function PromotionsList() {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = usePromotions();
  if (isPending) {
    return (
      <StyledGrid aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={`skeleton-${index}`}>
            <StyledSkeletonCard>
              <Skeleton aspectRatio={PLACEHOLDER_RATIO} />
              <h2>
                <Skeleton width="60%" height={16} />
              </h2>
              <p>
                <Skeleton width="40%" height={12} />
              </p>
            </StyledSkeletonCard>
          </li>
        ))}
      </StyledGrid>
    );
  }
  if (isError) {
    return (
      <div role="alert">
        <p>{t`Promotions could not be loaded.`}</p>
        <Button onClick={() => void refetch()}>{t`Try again`}</Button>
      </div>
    );
  }
  if (data.length === 0) return <p>{t`There are no promotions right now.`}</p>;
  return (
    <StyledGrid aria-label={t`Promotions`}>
      {data.map((promotion, index) => (
        <li key={promotion.id}>
          <StyledCard to={`/promotions/${promotion.id}`}>
            <LazyImage src={promotion.imageUrl} alt="" width={promotion.width} height={promotion.height} eager={index < 3} />
            <h2>{promotion.title}</h2>
            <p>{t`Until ${formatDateTime(promotion.endTime)}`}</p>
          </StyledCard>
        </li>
      ))}
    </StyledGrid>
  );
}
