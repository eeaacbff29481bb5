import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Badge } from '../Badge';

describe('Badge', () => {
  it('caps counts at max', () => {
    renderWithTheme(<Badge count={120} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('reads its label instead of a bare count', () => {
    renderWithTheme(<Badge count={3} label="3 missions" />);
    expect(screen.getByText('3 missions')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });
});
