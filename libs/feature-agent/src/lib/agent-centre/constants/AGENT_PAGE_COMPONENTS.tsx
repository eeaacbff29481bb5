import type { ComponentType } from 'react';
import { AnnouncementPage } from '../../announcement/components/AnnouncementPage';
import { ContractPage } from '../../contracts/components/ContractPage';
import { MyIncomePage } from '../../my-income/components/MyIncomePage';
import { ProfitLossPage } from '../../profit-loss/components/ProfitLossPage';
import { RegisterAccountPage } from '../../register-account/components/RegisterAccountPage';
import { TeamBettingPage } from '../../team-betting/components/TeamBettingPage';
import { TeamManagementPage } from '../../team-management/components/TeamManagementPage';
import { TeamOverviewPage } from '../../team-overview/components/TeamOverviewPage';
import { TransactionsPage } from '../../transactions/components/TransactionsPage';
import type { AgentCentrePage } from './AGENT_CENTRE_PAGES';

/** The component of each agent-centre page. */
export const AGENT_PAGE_COMPONENTS: Record<AgentCentrePage, ComponentType> = {
  announcement: AnnouncementPage,
  teamOverview: TeamOverviewPage,
  registerAccount: RegisterAccountPage,
  teamManagement: TeamManagementPage,
  teamBetting: TeamBettingPage,
  userProfitLoss: ProfitLossPage,
  myIncome: MyIncomePage,
  transactionDetails: TransactionsPage,
  bonus: () => <ContractPage kind="dividend" />,
  dailySalary: () => <ContractPage kind="daily" />,
  hourlySalary: () => <ContractPage kind="hourly" />,
  realTimeSalary: () => <ContractPage kind="realtime" />,
};
