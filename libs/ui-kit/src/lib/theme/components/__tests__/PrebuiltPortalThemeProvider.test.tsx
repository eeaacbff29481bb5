import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortalTheme } from '../../../../theme/createPortalTheme';
import type { ThemeMode } from '../../../../theme/types/PortalTheme';
import { themeStylesheet } from '../../../../theme/utils/themeStylesheet';
import { useResolvedPortalTheme } from '../../hooks/useResolvedPortalTheme';
import { PortalThemeProvider } from '../PortalThemeProvider';
import { PrebuiltPortalThemeProvider } from '../PrebuiltPortalThemeProvider';

const overrides = { dark: { accent: { base: '#f06595' } }, light: { accent: { base: '#c2255c' } }, radius: { md: '12px' } };

/** The `--portal-…` declarations in a text, by name (without the spaces after commas, which styled-components' stylis drops). */
const variablesIn = (text: string) =>
  Object.fromEntries([...text.matchAll(/(--portal-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim().replace(/,\s+/g, ',')]));
const injectedStyles = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');
const stylesheetBlock = (mode: ThemeMode) => new RegExp(`:root\\[data-portal-theme='${mode}'\\] \\{([^}]*)\\}`).exec(themeStylesheet(overrides))?.[1] ?? '';

let styledRenders = 0;
const StyledProbe = styled.p`
  color: ${({ theme }) => {
    styledRenders += 1;
    return theme.color.text.primary;
  }};
`;

function AccentValue() {
  return <span>{useResolvedPortalTheme().color.accent.base}</span>;
}

afterEach(() => document.documentElement.removeAttribute('data-portal-theme'));

describe('PrebuiltPortalThemeProvider', () => {
  it('names the mode on <html> and switches it without re-rendering styled components or writing custom properties', () => {
    const probe = <StyledProbe>probe</StyledProbe>;
    const { rerender } = render(<PrebuiltPortalThemeProvider mode="dark">{probe}</PrebuiltPortalThemeProvider>);
    expect(document.documentElement).toHaveAttribute('data-portal-theme', 'dark');
    const rendersBefore = styledRenders;
    rerender(<PrebuiltPortalThemeProvider mode="light">{probe}</PrebuiltPortalThemeProvider>);
    expect(document.documentElement).toHaveAttribute('data-portal-theme', 'light');
    expect(styledRenders).toBe(rendersBefore);
    expect(injectedStyles()).toContain('var(--portal-color-text-primary)');
    expect(variablesIn(injectedStyles())).toEqual({});
  });

  it('computes the concrete theme of its mode and brand layer only when asked (useResolvedPortalTheme)', () => {
    render(
      <PrebuiltPortalThemeProvider mode="light" overrides={overrides}>
        <AccentValue />
      </PrebuiltPortalThemeProvider>,
    );
    expect(screen.getByText(createPortalTheme('light', overrides).color.accent.base)).toBeInTheDocument();
  });
});

describe('themeStylesheet', () => {
  it.each(['dark', 'light'] as const)('holds for %s what PortalThemeProvider writes for that mode', (mode) => {
    render(<PortalThemeProvider mode={mode} overrides={overrides} />);
    const written = variablesIn(injectedStyles());
    expect(Object.keys(written).length).toBeGreaterThan(100);
    expect(variablesIn(stylesheetBlock(mode))).toEqual(written);
    expect(stylesheetBlock(mode)).toContain(`color-scheme: ${mode};`);
  });
});
