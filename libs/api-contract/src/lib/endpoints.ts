import { bannerListEndpoint } from './content/banner.endpoints';
import { systemStatusEndpoint } from './system/system.endpoints';

/**
 * The endpoint table: every call of the platform API, defined once.
 * The sandbox gateway serves it, data-access calls it, the README lists it.
 */
export const endpoints = {
  systemStatus: systemStatusEndpoint,
  bannerList: bannerListEndpoint,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
