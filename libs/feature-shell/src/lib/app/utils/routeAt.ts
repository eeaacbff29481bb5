import { matchPath } from 'react-router-dom';
import { PORTAL_ROUTES, type PortalRouteDef } from '../../routes/constants/PORTAL_ROUTES';

/**
 * The route at `pathname`, read before the router mounts (the start frame and the start queries
 * need it). Unknown paths get home's, as the not-found page shows home's layout.
 */
export function routeAt(pathname: string): PortalRouteDef {
  return PORTAL_ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname)) ?? PORTAL_ROUTES[0];
}
