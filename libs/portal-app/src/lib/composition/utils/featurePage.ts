import { lazyPage } from '@portal/page-kit/chunks';
import type { ComponentType } from 'react';

/** A feature's page as its own lazy route chunk, with the shell's chunk-load rules (retry, one reload). */
export function featurePage(load: () => Promise<ComponentType>) {
  return lazyPage(() => load().then((component) => ({ default: component })));
}
