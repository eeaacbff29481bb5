import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { sessionTokenState, useEndpointQuery } from '@portal/data-access';
import { QueryState, TranslatedTableCardLabels } from '@portal/page-kit';
import { Tabs, type TabItem } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { GUEST_POINT_MALL_TABS, POINT_MALL_TAB_PARAM, POINT_MALL_TABS, type PointMallTab } from '../constants/POINT_MALL_TABS';
import { ConvertPanel } from './ConvertPanel';
import { PointsHistory } from './PointsHistory';
import { PointsRules } from './PointsRules';
import { PointsSummary } from './PointsSummary';
import { RedemptionHistory } from './RedemptionHistory';
import { RewardsPanel } from './RewardsPanel';

const StyledPage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(6)};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.display};
  }

  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.spacing(4)};

    h1 {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
`;

const StyledLead = styled.p`
  margin: ${({ theme }) => theme.spacing(2)} 0 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const isTab = (value: string | null): value is PointMallTab => (POINT_MALL_TABS as readonly (string | null)[]).includes(value);

/**
 * The points mall (`/pointMall`, docs/product/points-mall.md): the member's points apart from
 * money, the rewards with their categories, converting points to balance, the redemption and
 * points histories and the rules. Guests see the rewards and the rules. The open tab is in the
 * address (`?mall=<tab>`), so a refresh or a shared link opens it again.
 */
export function PointMallPage() {
  const { t } = useLingui();
  const token = useAtomValue(sessionTokenState);
  const config = useEndpointQuery(endpoints.pointsConfig, {});
  const points = useEndpointQuery(endpoints.pointsBalance, {});
  const [params, setParams] = useSearchParams();
  const available = token ? POINT_MALL_TABS : GUEST_POINT_MALL_TABS;
  const requested = params.get(POINT_MALL_TAB_PARAM);
  const tab: PointMallTab = isTab(requested) && available.includes(requested) ? requested : 'rewards';
  const select = (next: PointMallTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'rewards') updated.delete(POINT_MALL_TAB_PARAM);
        else updated.set(POINT_MALL_TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  const withConfig = (render: (data: NonNullable<typeof config.data>) => ReactNode) => (
    <QueryState query={config} errorTitle={t`The points rules could not be loaded`}>
      {render}
    </QueryState>
  );
  const items: TabItem<PointMallTab>[] = [
    { value: 'rewards', label: t`Rewards`, content: withConfig((c) => <RewardsPanel maxRedeemQuantity={c.maxRedeemQuantity} />) },
    {
      value: 'convert',
      label: t`Convert to balance`,
      content: withConfig((c) => (
        <QueryState query={points} errorTitle={t`Your points could not be loaded`}>
          {(p) => <ConvertPanel points={p.points} pointsPerUnit={c.pointsPerUnit} minConvertPoints={c.minConvertPoints} />}
        </QueryState>
      )),
    },
    { value: 'redemptions', label: t`My redemptions`, content: <RedemptionHistory /> },
    { value: 'history', label: t`Points history`, content: <PointsHistory /> },
    { value: 'rules', label: t`Rules`, content: withConfig((c) => <PointsRules config={c} />) },
  ];
  return (
    <TranslatedTableCardLabels>
      <StyledPage>
        <header>
          <h1>{t`Points mall`}</h1>
          <StyledLead>{t`Your points, the rewards they buy, and the rules.`}</StyledLead>
        </header>
        <PointsSummary />
        <Tabs items={items.filter((item) => available.includes(item.value))} value={tab} onChange={select} ariaLabel={t`Points mall sections`} />
      </StyledPage>
    </TranslatedTableCardLabels>
  );
}
