import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page of the overlay in its own chunk, with a way to load the chunk before showing it. */
export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  preload: () => Promise<unknown>;
}

/** Wraps a dynamic import of a page so the overlay can wait for it (it shows only once loaded). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return { Component: lazy(loadOnce), preload: loadOnce };
}
