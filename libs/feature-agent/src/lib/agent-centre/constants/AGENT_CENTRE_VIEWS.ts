import { msg } from '@lingui/core/macro';
import { centrePage, type AgentCentrePage, type CentrePages } from '@portal/page-kit';

/**
 * The agent centre's pages in menu order (docs/product/agent-centre.md): the page id (the value of
 * `?agent=`), the label and the page's own chunk from its folder. A new page is its id in page-kit's
 * `AGENT_CENTRE_PAGES`, its folder and one line here: a page id missing here, or one that is not a
 * page id, fails the type check. Bonus and salary pages are listed only when their contract feature is on
 * (getAgentCentrePages).
 */
export const AGENT_CENTRE_VIEWS = {
  announcement: centrePage(msg`Announcement`, () => import('../../announcement/components/AnnouncementPage').then((m) => m.AnnouncementPage)),
  teamOverview: centrePage(msg`Team overview`, () => import('../../team-overview/components/TeamOverviewPage').then((m) => m.TeamOverviewPage)),
  registerAccount: centrePage(msg`Register account`, () => import('../../register-account/components/RegisterAccountPage').then((m) => m.RegisterAccountPage)),
  teamManagement: centrePage(msg`Team management`, () => import('../../team-management/components/TeamManagementPage').then((m) => m.TeamManagementPage)),
  teamBetting: centrePage(msg`Team betting`, () => import('../../team-betting/components/TeamBettingPage').then((m) => m.TeamBettingPage)),
  userProfitLoss: centrePage(msg`User profit and loss`, () => import('../../user-profit-loss/components/UserProfitLossPage').then((m) => m.UserProfitLossPage)),
  myIncome: centrePage(msg`My income`, () => import('../../my-income/components/MyIncomePage').then((m) => m.MyIncomePage)),
  transactionDetails: centrePage(msg`Transaction details`, () => import('../../transactions/components/TransactionsPage').then((m) => m.TransactionsPage)),
  // Contract dividends.
  bonus: centrePage(msg`Bonus`, () => import('../../contracts/components/ContractPage').then((m) => m.DividendContractPage)),
  dailySalary: centrePage(msg`Daily salary`, () => import('../../contracts/components/ContractPage').then((m) => m.DailySalaryPage)),
  hourlySalary: centrePage(msg`Hourly salary`, () => import('../../contracts/components/ContractPage').then((m) => m.HourlySalaryPage)),
  realTimeSalary: centrePage(msg`Real-time salary`, () => import('../../contracts/components/ContractPage').then((m) => m.RealTimeSalaryPage)),
} satisfies CentrePages<AgentCentrePage>;
