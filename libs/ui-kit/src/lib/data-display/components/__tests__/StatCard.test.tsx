import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { StatCard } from '../StatCard';

describe('StatCard', () => {
  it('pairs the label with its value and hint', () => {
    renderWithTheme(<StatCard label="Net profit" value="R$ 1.250,00" hint="Last 7 days" tone="success" />);
    expect(screen.getByRole('term')).toHaveTextContent('Net profit');
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['R$ 1.250,00', 'Last 7 days']);
  });
});
