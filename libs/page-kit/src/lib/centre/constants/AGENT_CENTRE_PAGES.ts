/**
 * The agent centre's page ids in menu order (docs/architecture/page-ids.md): the values `?agent=`
 * takes. A page the agent feature shows is one of them (`CentrePages<AgentCentrePage>`), and every
 * address of the agent centre is built from one (`agentCentreHref`, `useAgentCentreAddress`).
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
  'bonus',
  'dailySalary',
  'hourlySalary',
  'realTimeSalary',
] as const;

/** A page of the agent centre. */
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];
