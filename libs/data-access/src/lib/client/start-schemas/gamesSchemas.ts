import { gamesEndpoints, type EndpointDef } from '@portal/api-contract';

/** The schemas of the first screen's game calls (menus, home's sections, favourites; see ../startEndpointSchemas). */
export const endpoints: Readonly<Record<string, EndpointDef>> = gamesEndpoints;
