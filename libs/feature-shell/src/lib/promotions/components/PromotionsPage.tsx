import { useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BannerCarousel } from '../../banner/components/BannerCarousel';
import { PromotionDetail } from './PromotionDetail';
import { PromotionsList } from './PromotionsList';

const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

/** /promotions (list), /promotions/:id and /promoDetail?id= (detail) — route `promotions` with param id. */
export function PromotionsPage() {
  const { t } = useLingui();
  const params = useParams();
  const [search] = useSearchParams();
  const rawId = params['id'] ?? search.get('id');
  const id = rawId ? Number(rawId) : NaN;
  if (Number.isInteger(id) && id > 0) return <PromotionDetail id={id} />;
  return (
    <StyledPage>
      <BannerCarousel routeGroup="promotions" inline />
      <h1>{t`Promotions`}</h1>
      <PromotionsList />
    </StyledPage>
  );
}
