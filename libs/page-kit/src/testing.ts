/**
 * Test helpers of @portal/page-kit (never imported by production code): `renderWithPortal()`, the
 * one provider stack of component tests, and `PortalTestProviders` for Storybook decorators.
 */
export * from './lib/testing/renderWithPortal';
export * from './lib/testing/withPortal';
export { PlatformError, createFixtureClient, type FixtureResponses } from '@portal/data-access/testing';
export * from './lib/testing/setFilters';
