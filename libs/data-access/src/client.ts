/**
 * Second entry point: the platform client alone (the typed calls, the one error type and the payload
 * sealer), without the React hooks and states of the main entry, for code that calls the platform
 * outside the portal: the conformance kit (tools/conformance) reads answers exactly as the portal does.
 */
export * from './lib/client/PlatformError';
export * from './lib/client/createPlatformClient';
export * from './lib/encryption/createNaclSealer';
