import { useLingui } from '@lingui/react/macro';
import { usePromotions } from '@portal/data-access';
import { formatDateTime } from '@portal/i18n';
import { Button, LazyImage, Skeleton } from '@portal/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.spacing(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled(Link)`
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

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.accent.base};
    outline: none;
  }
  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.spacing(0, 4)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    padding: ${({ theme }) => theme.spacing(0, 4)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.tertiary};
  }
`;

/** The promotion cards; each opens its detail (`/promotions/:id`). */
export function PromotionsList() {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = usePromotions();
  if (isPending) {
    return (
      <StyledGrid aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <Skeleton aspectRatio="600 / 240" shape="rounded" />
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
