import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { MoneyFormatProvider } from '../../contexts/MoneyFormatContext';
import { Money } from '../Money';

const VND = { symbol: '₫', symbolPosition: 'after', symbolSpacing: true, decimals: 0, thousandsSeparator: '.', decimalSeparator: ',' } as const;

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

  it("shows the brand's format from MoneyFormatProvider: 1.000.000 ₫ for VND", () => {
    renderWithTheme(
      <MoneyFormatProvider format={VND}>
        <Money value={1000000} />
        <Money value={-2500.4} signed />
      </MoneyFormatProvider>,
    );
    expect(screen.getByText('1.000.000 ₫')).toBeInTheDocument();
    expect(screen.getByText('-2.500 ₫')).toBeInTheDocument();
  });

  it('lets a prop given on Money win over the provided format', () => {
    renderWithTheme(
      <MoneyFormatProvider format={VND}>
        <Money value={12} decimals={2} />
      </MoneyFormatProvider>,
    );
    expect(screen.getByText('12,00 ₫')).toBeInTheDocument();
  });
});
