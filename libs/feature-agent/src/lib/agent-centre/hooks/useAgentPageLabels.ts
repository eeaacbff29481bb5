import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { AgentCentrePage } from '../constants/AGENT_CENTRE_PAGES';

/** The menu text of each agent-centre page. */
export function useAgentPageLabels(): Record<AgentCentrePage, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      announcement: t`Announcement`,
      teamOverview: t`Team overview`,
      registerAccount: t`Register account`,
      teamManagement: t`Team management`,
      teamBetting: t`Team betting`,
      userProfitLoss: t`User profit and loss`,
      myIncome: t`My income`,
      transactionDetails: t`Transaction details`,
      bonus: t`Bonus`,
      dailySalary: t`Daily salary`,
      hourlySalary: t`Hourly salary`,
      realTimeSalary: t`Real-time salary`,
    }),
    [t],
  );
}
