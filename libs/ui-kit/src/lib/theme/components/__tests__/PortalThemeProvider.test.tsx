import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createPortalTheme } from '../../../../theme/createPortalTheme';
import { PortalThemeProvider } from '../PortalThemeProvider';
import { useContext } from 'react';
import { PortalThemeContext } from '../../internal/PortalThemeContext';

/** Every injected rule, whitespace removed. */
const styleText = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n')
    .replace(/\s+/g, '');
const declaration = (name: string, value: string) => `${name}:${value};`.replace(/\s+/g, '');

let styledRenders = 0;
const StyledProbe = styled.p`
  color: ${({ theme }) => {
    styledRenders += 1;
    return theme.color.text.primary;
  }};
`;

function ModeLabel() {
  return <span>{useContext(PortalThemeContext).mode}</span>;
}

describe('PortalThemeProvider', () => {
  it('writes the mode’s values as CSS variables and gives components var() references', () => {
    render(
      <PortalThemeProvider mode="light">
        <StyledProbe>probe</StyledProbe>
        <ModeLabel />
      </PortalThemeProvider>,
    );
    const light = createPortalTheme('light');
    expect(styleText()).toContain(declaration('--portal-color-surface-base', light.color.surface.base));
    expect(styleText()).toContain('color:var(--portal-color-text-primary)');
    expect(screen.getByText('light')).toBeInTheDocument();
  });

  it('switches mode by rewriting the variables only: styled components do not re-render', () => {
    const probe = <StyledProbe>probe</StyledProbe>;
    const { rerender } = render(<PortalThemeProvider mode="dark">{probe}</PortalThemeProvider>);
    const rendersBefore = styledRenders;
    rerender(<PortalThemeProvider mode="light">{probe}</PortalThemeProvider>);
    expect(styledRenders).toBe(rendersBefore);
    expect(styleText()).toContain(declaration('--portal-color-surface-base', createPortalTheme('light').color.surface.base));
    expect(styleText()).not.toContain(declaration('--portal-color-surface-base', createPortalTheme('dark').color.surface.base));
  });

  it('applies brand overrides', () => {
    render(<PortalThemeProvider overrides={{ color: { accent: { base: '#12ab34' } } }} />);
    expect(styleText()).toContain(declaration('--portal-color-accent-base', '#12ab34'));
  });
});
