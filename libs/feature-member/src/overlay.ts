/**
 * Entry point of the member-centre overlay alone (its pages are its own lazy chunks): opening it
 * does not load the points mall or anything else the main entry exports (docs/product/performance.md).
 */
export { MemberCentreOverlay } from './lib/member-centre/components/MemberCentreOverlay';
