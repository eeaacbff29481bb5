import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { ComboBox, type ComboBoxProps } from '../ComboBox';

type Country = 'BR' | 'TH' | 'VN' | 'ID' | 'CN';
const options: ComboBoxProps<Country>['options'] = [
  { value: 'BR', label: 'Brasil', description: '+55' },
  { value: 'CN', label: '中国', description: '+86' },
  { value: 'ID', label: 'Indonesia', description: '+62' },
  { value: 'TH', label: 'ประเทศไทย', description: '+66' },
  { value: 'VN', label: 'Việt Nam', description: '+84' },
];

function CountryComboBox({ onChange, error }: { onChange?: (value: Country) => void; error?: string }) {
  const [value, setValue] = useState<Country | null>('BR');
  return (
    <ComboBox
      label="Country"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      options={options}
      error={error}
      openLabel="Show countries"
    />
  );
}

describe('ComboBox', () => {
  it('shows the chosen option and filters as you type, ignoring case and accents', async () => {
    renderWithTheme(<CountryComboBox />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveValue('Brasil');
    await userEvent.clear(input);
    await userEvent.type(input, 'viet');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Việt Nam+84']);
  });

  it('chooses a country with the keyboard alone: type, arrow, Enter', async () => {
    const onChange = vi.fn();
    renderWithTheme(<CountryComboBox onChange={onChange} />);
    await userEvent.tab();
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}si');
    await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Brasil+55', 'Indonesia+62']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('ID');
    expect(input).toHaveValue('Indonesia');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Escape closes the list and restores the chosen option', async () => {
    const onChange = vi.fn();
    renderWithTheme(<CountryComboBox onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}n');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('Brasil');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('describes the input with the error message and marks it invalid', () => {
    renderWithTheme(<CountryComboBox error="Choose your country" />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveAccessibleDescription('Choose your country');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
