import {
  announcementsEndpoint,
  bannerListEndpoint,
  chatEndpoints,
  countryListEndpoint,
  customerServiceLinkEndpoint,
  gamesEndpoints,
  memberEndpoints,
  messagesEndpoints,
  permissionEndpoint,
  responsibleGamingEndpoints,
  systemStatusEndpoint,
  walletEndpoints,
  winnerBoardEndpoint,
  type EndpointDef,
} from '@portal/api-contract';

/**
 * The schemas of the first screen's calls (the start, home's sections, the header's member part),
 * as their own lazy chunk with zod (`contract-start` in tools/vite/app.ts): the first answers wait
 * for these modules alone, not for building every schema of the contract, which took about 40 ms
 * of the main thread before the first banner could show (docs/product/performance.md). Whole
 * modules: a module's schemas are built together anyway. Every route of `routes/startRoutes` must
 * be here (a test checks it); the rest of the contract loads with the first call outside it.
 */
export const startEndpoints: Readonly<Record<string, EndpointDef>> = {
  systemStatus: systemStatusEndpoint,
  permission: permissionEndpoint,
  countryList: countryListEndpoint,
  customerServiceLink: customerServiceLinkEndpoint,
  bannerList: bannerListEndpoint,
  announcements: announcementsEndpoint,
  winnerBoard: winnerBoardEndpoint,
  ...gamesEndpoints,
  ...memberEndpoints,
  ...walletEndpoints,
  ...responsibleGamingEndpoints,
  ...messagesEndpoints,
  ...chatEndpoints,
};

/** The rest of the contract: asked for from here, so the start bundle carries one schema import. */
export const loadEndpointSchemas = () => import('./endpointSchemas');
