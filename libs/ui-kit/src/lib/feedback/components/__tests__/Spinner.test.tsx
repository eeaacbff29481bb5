import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Spinner } from '../Spinner';

describe('Spinner', () => {
  it('is a labelled status when given a label', () => {
    renderWithTheme(<Spinner label="Loading games" size="lg" />);
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = renderWithTheme(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });
});
