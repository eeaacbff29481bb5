import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Tooltip } from '../Tooltip';

describe('Tooltip', () => {
  it('describes its trigger on keyboard focus and hides on Escape, keeping focus on the trigger', async () => {
    renderWithTheme(
      <Tooltip content="Bets settled in the last 24 hours">
        <button type="button">Turnover</button>
      </Tooltip>,
    );
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Turnover' });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Bets settled in the last 24 hours');
    expect(trigger).toHaveAccessibleDescription('Bets settled in the last 24 hours');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
