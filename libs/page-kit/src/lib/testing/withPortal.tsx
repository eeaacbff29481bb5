import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { PortalTestProviders, type PortalTestOptions } from './renderWithPortal';

/**
 * A Storybook decorator with the portal's providers (brand, platform fixtures, i18n, theme from the
 * toolbar's `theme` global, a memory router at `url`): `decorators: [withPortal({ responses })]`.
 */
export function withPortal({ url = '/', ...options }: PortalTestOptions = {}): Decorator {
  return function PortalDecorator(Story, context) {
    const mode = context.globals['theme'] === 'light' ? 'light' : 'dark';
    return (
      <PortalTestProviders key={mode} {...options} mode={mode}>
        <MemoryRouter initialEntries={[url]}>
          <Story />
        </MemoryRouter>
      </PortalTestProviders>
    );
  };
}
