import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { Carousel, cdnImage, Skeleton } from '@portal/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledPromotions = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledPromotionsTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledPromotionImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const RATIO = '600 / 240';

/** The register page's carousel of `new_player` promotions (autoplay only with more than one). */
export function NewPlayerPromotions() {
  const { t } = useLingui();
  const { data, isPending, isError } = useEndpointQuery(endpoints.promotions, { category: 'new_player' }, { staleTime: 5 * 60_000 });
  if (isError || (data && data.length === 0)) return null;
  return (
    <StyledPromotions aria-label={t`New player promotions`}>
      <StyledPromotionsTitle>{t`New player promotions`}</StyledPromotionsTitle>
      {isPending ? (
        <Skeleton aspectRatio={RATIO} />
      ) : (
        <Carousel slidesPerView={1} aspectRatio={RATIO} ariaLabel={t`New player promotions`} getSlideLabel={(index, total) => t`${index + 1} of ${total}`}>
          {data.map((promotion) => (
            <Link key={promotion.id} to={`/promotions/${promotion.id}`}>
              <StyledPromotionImage {...cdnImage(promotion.imageUrl)} alt={promotion.title} width={promotion.width} height={promotion.height} />
            </Link>
          ))}
        </Carousel>
      )}
    </StyledPromotions>
  );
}
