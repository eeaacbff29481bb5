import { PortalApp, type PortalPages } from '@portal/feature-shell';
import { i18nCatalog } from '@portal/i18n';
import { brandConfig } from '../brand.config';

/** Pages of the feature libraries, each a lazy route chunk. */
const pages: PortalPages = {};

const catalogs = [i18nCatalog];

/** The PT brand: the shared portal with this brand's configuration. */
export function App() {
  return <PortalApp brand={brandConfig} pages={pages} catalogs={catalogs} apiBaseUrl={import.meta.env.VITE_PORTAL_API_BASE ?? ''} />;
}
