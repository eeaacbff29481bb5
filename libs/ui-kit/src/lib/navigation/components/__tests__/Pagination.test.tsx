import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Pagination, type PaginationLabels } from '../Pagination';

const labels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
};

const pageNames = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);

describe('Pagination', () => {
  it('shows margin pages, a window of 3 and marks the current page', () => {
    renderWithTheme(<Pagination page={5} totalPages={10} onChange={() => {}} labels={labels} />);
    expect(pageNames()).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithTheme(<Pagination page={1} totalPages={10} onChange={() => {}} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={10} totalPages={10} onChange={() => {}} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('reports the page chosen, and nothing for the current one', async () => {
    const handleChange = vi.fn();
    renderWithTheme(<Pagination page={5} totalPages={10} onChange={handleChange} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(handleChange.mock.calls).toEqual([[6], [4], [10]]);
  });

  it('hides itself with a single page', () => {
    renderWithTheme(<Pagination page={1} totalPages={1} onChange={() => {}} labels={labels} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
