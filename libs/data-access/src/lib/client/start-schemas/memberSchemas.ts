import { chatEndpoints, memberEndpoints, responsibleGamingEndpoints, walletEndpoints, type EndpointDef } from '@portal/api-contract';

/** The schemas of a member's first calls (the member, the header's balance, the session's limits, chat; see ../startEndpointSchemas). */
export const endpoints: Readonly<Record<string, EndpointDef>> = {
  ...memberEndpoints,
  ...walletEndpoints,
  ...responsibleGamingEndpoints,
  ...chatEndpoints,
};
