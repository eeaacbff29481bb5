import {
  announcementsEndpoint,
  bannerListEndpoint,
  countryListEndpoint,
  customerServiceLinkEndpoint,
  permissionEndpoint,
  systemStatusEndpoint,
  winnerBoardEndpoint,
  type EndpointDef,
} from '@portal/api-contract';

/** The schemas of every visitor's first calls (the system's and home's content; see ../startEndpointSchemas). */
export const endpoints: Readonly<Record<string, EndpointDef>> = {
  systemStatus: systemStatusEndpoint,
  permission: permissionEndpoint,
  countryList: countryListEndpoint,
  customerServiceLink: customerServiceLinkEndpoint,
  bannerList: bannerListEndpoint,
  announcements: announcementsEndpoint,
  winnerBoard: winnerBoardEndpoint,
};
