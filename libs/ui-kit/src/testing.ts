import type {} from './styled';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { PortalThemeProvider } from './lib/theme/components/PortalThemeProvider';
import type { ThemeMode, ThemeOverrides } from './theme/types/PortalTheme';

export interface RenderWithThemeOptions extends Omit<RenderOptions, 'wrapper'> {
  mode?: ThemeMode;
  overrides?: ThemeOverrides;
  /** An extra wrapper inside the theme (router, query client…). */
  wrapper?: (props: { children: ReactNode }) => ReactNode;
}

/** Testing Library's `render` inside `PortalThemeProvider` (dark unless told otherwise). */
export function renderWithTheme(ui: ReactElement, { mode = 'dark', overrides, wrapper: Inner, ...options }: RenderWithThemeOptions = {}): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) =>
    createElement(PortalThemeProvider, { mode, overrides }, Inner ? createElement(Inner, null, children) : children);
  return render(ui, { wrapper: Wrapper, ...options });
}

export { createPortalTheme } from './theme/createPortalTheme';
export { STORY_VIEWPORTS, viewportGlobals, type StoryViewport } from './lib/responsive/constants/STORY_VIEWPORTS';
export { mockViewport } from './lib/responsive/utils/mockViewport';
export { stubIntersectionObserver, FakeIntersectionObserver } from './lib/deferred/testing/stubIntersectionObserver';
export { findRecords, getRecords, recordRows, showsCards, type LabelQueries } from './lib/data-display/testing/findRecords';
