import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryLoading, QueryState, useMemberCentreAddress } from '@portal/page-kit';
import { Skeleton } from '@portal/ui-kit';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import styled from 'styled-components';
import { FirstDepositLimitOffer } from '../../responsible-gaming/components/FirstDepositLimitOffer';
import { useFirstDepositOffer } from '../../responsible-gaming/hooks/useFirstDepositOffer';
import { useDepositOrder } from '../hooks/useDepositOrder';
import { useDepositOrderParam } from '../hooks/useDepositOrderParam';
import { ChannelPicker } from './ChannelPicker';
import { DepositForm } from './DepositForm';
import { DepositHistory } from './DepositHistory';
import { DepositOrderPanel } from './DepositOrderPanel';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const StyledRgLink = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const StyledSectionTitle = styled.h4`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledChannelsSkeleton = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The channel picker and the form at their sizes at 1440 px (legend, a row of channel cards, the
 * amount form), so the history below does not move when the channels arrive
 * (docs/product/performance.md "No layout shift").
 */
function DepositFormSkeleton() {
  return (
    <QueryLoading gap={6}>
      <div>
        <Skeleton width={128} height={19} shape="text" />
        <StyledChannelsSkeleton style={{ marginTop: 8 }}>
          <Skeleton height={118} />
          <Skeleton height={118} />
          <Skeleton height={118} />
        </StyledChannelsSkeleton>
      </div>
      <Skeleton height={242} />
    </QueryLoading>
  );
}

/** A relative payUrl is taken on the portal's origin; the platform usually answers an absolute one (the provider's own origin). */
function providerOrigin(): string {
  return window.location.origin;
}

/**
 * Deposit (`depositv2`): pick a channel, enter an amount (min, max, quick amounts, fee and the
 * amount credited shown), create the order, then follow it until it is credited (polled; the header
 * balance updates by itself). The deposit history sits below (docs/product/member-centre.md).
 * The page stays in its loading state until the channels have answered and it is known whether the
 * first-deposit limit offer goes above them; the history and the link below appear with the form,
 * so nothing drawn moves when the offer arrives (docs/product/performance.md).
 */
export function DepositPage() {
  const { t } = useLingui();
  const channels = useEndpointQuery(endpoints.paymentChannels, {}, { staleTime: 5 * 60_000 });
  const [orderId, setOrderId] = useDepositOrderParam();
  const order = useDepositOrder(orderId);
  const [channelId, setChannelId] = useState<string | null>(null);
  const { hrefFor } = useMemberCentreAddress();
  const offer = useFirstDepositOffer();
  const loading = orderId === null && (channels.isPending || offer === 'pending');

  return (
    <StyledPage>
      {loading ? (
        <DepositFormSkeleton />
      ) : orderId !== null ? (
        <QueryState query={order} errorTitle={t`This deposit order could not be loaded`}>
          {(data) => <DepositOrderPanel order={data} providerOrigin={providerOrigin()} onNewDeposit={() => setOrderId(null)} />}
        </QueryState>
      ) : (
        <QueryState
          query={channels}
          errorTitle={t`The payment methods could not be loaded`}
          loading={<DepositFormSkeleton />}
          emptyTitle={t`No payment method is available right now`}
          isEmpty={(data) => data.channels.length === 0}
        >
          {(data) => {
            const channel = data.channels.find((c) => c.channelId === channelId) ?? data.channels[0];
            if (!channel) return null;
            return (
              <>
                <FirstDepositLimitOffer />
                <ChannelPicker channels={data.channels} value={channel.channelId} onChange={setChannelId} />
                <DepositForm key={channel.channelId} channel={channel} onCreated={(created) => setOrderId(created.orderId)} />
              </>
            );
          }}
        </QueryState>
      )}
      {!loading && (
        <>
          <StyledRgLink>
            {t`Keep control of your spending:`} <Link to={hrefFor('responsibleGaming')}>{t`set a deposit limit (responsible gaming)`}</Link>
          </StyledRgLink>
          <section aria-labelledby="deposit-history-title">
            <StyledSectionTitle id="deposit-history-title">{t`Deposit history`}</StyledSectionTitle>
            <DepositHistory onOpen={setOrderId} />
          </section>
        </>
      )}
    </StyledPage>
  );
}
