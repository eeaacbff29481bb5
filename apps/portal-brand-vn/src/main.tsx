import { startPortal } from '@portal/portal-app';
import { brandConfig } from './brand.config';

startPortal(brandConfig);
