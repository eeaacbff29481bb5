/**
 * The agent-centre modal's menu in order (docs/product/centres.md). The modal itself is built by the agent-centre
 * issue; the shell opens it through `agentCentreOpenState`.
 */
export const AGENT_CENTRE_PAGES = [
  'announcement',
  'teamOverview',
  'registerAccount',
  'teamManagement',
  'teamBetting',
  'userProfitLoss',
  'myIncome',
  'transactionDetails',
  'bonus', // contract dividends
  'dailySalary',
  'hourlySalary',
  'realTimeSalary',
] as const;

export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];
