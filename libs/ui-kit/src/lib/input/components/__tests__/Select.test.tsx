import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Select, type SelectProps } from '../Select';

type Status = 'all' | 'pending' | 'completed' | 'failed';
const options: SelectProps<Status>['options'] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending', description: 'Waiting for the bank' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
];

function StatusSelect({ onChange, error }: { onChange?: (value: Status) => void; error?: string }) {
  const [value, setValue] = useState<Status | null>(null);
  return (
    <Select
      label="Status"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      options={options}
      placeholder="Choose a status"
      error={error}
    />
  );
}

describe('Select', () => {
  it('opens with the keyboard, moves with arrows and End, and commits with Enter', async () => {
    const onChange = vi.fn();
    renderWithTheme(<StatusSelect onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Status/ });
    expect(trigger).toHaveTextContent('Choose a status');
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('option', { name: 'Failed' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Pending/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('pending');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent(/^Pending$/);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape without changing the value and supports type-ahead on the closed trigger', async () => {
    const onChange = vi.fn();
    renderWithTheme(<StatusSelect onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    const trigger = screen.getByRole('button', { name: /Status/ });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('f');
    expect(screen.getByRole('option', { name: 'Failed' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('failed');
  });

  it('describes the trigger with the error message', () => {
    renderWithTheme(<StatusSelect error="Choose a status" />);
    expect(screen.getByRole('button', { name: /Status/ })).toHaveAccessibleDescription('Choose a status');
  });
});
