import {
  announcementsEndpoint,
  bannerListEndpoint,
  countryListEndpoint,
  customerServiceLinkEndpoint,
  domainRoutesEndpoint,
  permissionEndpoint,
  systemStatusEndpoint,
  whitelabelMenuEndpoint,
  winnerBoardEndpoint,
  type EndpointDef,
} from '@portal/api-contract';

/**
 * The schemas of every visitor's first calls (the system's and home's content; see ../startEndpointSchemas),
 * and of the site's routes and menu that SiteServices asks for on every page just after: their module is
 * in this chunk anyway, and without them every page built the whole contract for those two answers.
 */
export const endpoints: Readonly<Record<string, EndpointDef>> = {
  systemStatus: systemStatusEndpoint,
  permission: permissionEndpoint,
  countryList: countryListEndpoint,
  customerServiceLink: customerServiceLinkEndpoint,
  bannerList: bannerListEndpoint,
  announcements: announcementsEndpoint,
  winnerBoard: winnerBoardEndpoint,
  domainRoutes: domainRoutesEndpoint,
  whitelabelMenu: whitelabelMenuEndpoint,
};
