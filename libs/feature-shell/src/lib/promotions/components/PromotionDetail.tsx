import { useLingui } from '@lingui/react/macro';
import { usePromotions } from '@portal/data-access';
import { formatDateTime } from '@portal/i18n';
import { Button, LazyImage, Skeleton } from '@portal/ui-kit';
import { Link } from 'react-router-dom';
import { SafeHtml } from '@portal/page-kit';
import styled from 'styled-components';
import { ShellIcon } from '../../icons/components/ShellIcon';
import { RaffleClaim } from './RaffleClaim';

const StyledDetail = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  max-width: 880px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  & > a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.color.text.link};
    justify-self: start;
  }
`;

const StyledDates = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.tertiary};
`;

/** One promotion: artwork, dates, sanitised content and its raffle when it has one. */
export function PromotionDetail({ id }: { id: number }) {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = usePromotions();
  const back = (
    <Link to="/promotions">
      <ShellIcon name="chevronLeft" size={16} />
      {t`All promotions`}
    </Link>
  );
  if (isPending) {
    return (
      <StyledDetail aria-busy="true">
        {back}
        <Skeleton aspectRatio="600 / 240" shape="rounded" />
      </StyledDetail>
    );
  }
  if (isError) {
    return (
      <StyledDetail>
        {back}
        <div role="alert">
          <p>{t`This promotion could not be loaded.`}</p>
          <Button onClick={() => void refetch()}>{t`Try again`}</Button>
        </div>
      </StyledDetail>
    );
  }
  const promotion = data.find((item) => item.id === id);
  if (!promotion) {
    return (
      <StyledDetail>
        {back}
        <p>{t`This promotion does not exist or has ended.`}</p>
      </StyledDetail>
    );
  }
  const raffle = promotion.raffle;
  return (
    <StyledDetail aria-labelledby="promotion-title">
      {back}
      <LazyImage src={promotion.imageUrl} alt="" width={promotion.width} height={promotion.height} eager rounded />
      <h1 id="promotion-title">{promotion.title}</h1>
      <StyledDates>{t`From ${formatDateTime(promotion.startTime)} to ${formatDateTime(promotion.endTime)}`}</StyledDates>
      <SafeHtml html={promotion.content} />
      {raffle && <RaffleClaim promotion={{ ...promotion, raffle }} />}
    </StyledDetail>
  );
}
