import { msg } from '@lingui/core/macro';
import { type AgentCentrePage, type CentrePages } from '@portal/page-kit';
import { lazyComponent } from '@portal/page-kit/chunks';

/**
 * The agent centre's pages in menu order (docs/product/agent-centre.md): the page id (the value of
 * `?agent=`), the label and the page's own chunk from its folder. A new page is its id in page-kit's
 * `AGENT_CENTRE_PAGES`, its folder and one line here: a page id missing here, or one that is not a
 * page id, fails the type check. Bonus and salary pages are listed only when their contract feature is on
 * (getAgentCentrePages).
 */
export const AGENT_CENTRE_VIEWS = {
  announcement: { label: msg`Announcement`, view: lazyComponent(() => import('../../announcement/components/AnnouncementPage'), 'AnnouncementPage') },
  teamOverview: { label: msg`Team overview`, view: lazyComponent(() => import('../../team-overview/components/TeamOverviewPage'), 'TeamOverviewPage') },
  registerAccount: {
    label: msg`Register account`,
    view: lazyComponent(() => import('../../register-account/components/RegisterAccountPage'), 'RegisterAccountPage'),
  },
  teamManagement: {
    label: msg`Team management`,
    view: lazyComponent(() => import('../../team-management/components/TeamManagementPage'), 'TeamManagementPage'),
  },
  teamBetting: { label: msg`Team betting`, view: lazyComponent(() => import('../../team-betting/components/TeamBettingPage'), 'TeamBettingPage') },
  userProfitLoss: {
    label: msg`User profit and loss`,
    view: lazyComponent(() => import('../../user-profit-loss/components/UserProfitLossPage'), 'UserProfitLossPage'),
  },
  myIncome: { label: msg`My income`, view: lazyComponent(() => import('../../my-income/components/MyIncomePage'), 'MyIncomePage') },
  transactionDetails: {
    label: msg`Transaction details`,
    view: lazyComponent(() => import('../../transactions/components/TransactionsPage'), 'TransactionsPage'),
  },
  // Contract dividends.
  bonus: { label: msg`Bonus`, view: lazyComponent(() => import('../../contracts/components/ContractPage'), 'DividendContractPage') },
  dailySalary: { label: msg`Daily salary`, view: lazyComponent(() => import('../../contracts/components/ContractPage'), 'DailySalaryPage') },
  hourlySalary: { label: msg`Hourly salary`, view: lazyComponent(() => import('../../contracts/components/ContractPage'), 'HourlySalaryPage') },
  realTimeSalary: { label: msg`Real-time salary`, view: lazyComponent(() => import('../../contracts/components/ContractPage'), 'RealTimeSalaryPage') },
} satisfies CentrePages<AgentCentrePage>;
