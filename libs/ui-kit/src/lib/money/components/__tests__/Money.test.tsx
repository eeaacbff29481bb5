import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Money } from '../Money';

describe('Money', () => {
  it('formats with the brand symbol', () => {
    renderWithTheme(<Money value={1234567.5} symbol="R$" />);
    expect(screen.getByText('R$1,234,567.50')).toBeInTheDocument();
  });

  it('shows *** when hidden (balance hide toggle)', () => {
    renderWithTheme(<Money value={99.9} hidden />);
    expect(screen.getByText('***')).toBeInTheDocument();
    expect(screen.queryByText('$99.90')).not.toBeInTheDocument();
  });
});
