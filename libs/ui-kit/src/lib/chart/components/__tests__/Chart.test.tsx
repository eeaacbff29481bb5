import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Chart } from '../Chart';

const data = [
  { date: '11-01', deposits: 1200, withdrawals: 300 },
  { date: '11-02', deposits: 800, withdrawals: 950 },
];

describe('Chart', () => {
  it('offers the numbers as a table named by the label, with the drawing hidden from assistive technology', () => {
    renderWithTheme(
      <Chart
        label="Deposits and withdrawals"
        kind="bar"
        data={data}
        xKey="date"
        xLabel="Day"
        series={[
          { key: 'deposits', label: 'Deposits' },
          { key: 'withdrawals', label: 'Withdrawals' },
        ]}
        formatValue={(value) => `R$ ${value}`}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Deposits and withdrawals' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Deposits and withdrawals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Deposits', 'Withdrawals']);
    const row = within(table).getByRole('rowheader', { name: '11-02' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['R$ 800', 'R$ 950']);
  });
});
