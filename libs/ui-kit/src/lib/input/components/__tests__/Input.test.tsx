import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Input } from '../Input';

describe('Input', () => {
  it('puts a star on the placeholder of a required field (spec §5)', () => {
    renderWithTheme(<Input placeholder="Username" required />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('placeholder', '* Username');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('keeps an optional field without a star', () => {
    renderWithTheme(<Input placeholder="E-mail" />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('placeholder', 'E-mail');
  });

  it('links the error message and marks the field invalid', () => {
    renderWithTheme(<Input label="Username" error="Username not empty" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Username not empty');
  });

  it('shows the hint when valid and is not invalid', () => {
    renderWithTheme(<Input label="Nickname" hint="4 to 16 letters" />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('4 to 16 letters');
  });

  it('toggles password visibility with labelled button', async () => {
    renderWithTheme(<Input label="Password" type="password" showPasswordLabel="Show password" hidePasswordLabel="Hide password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('renders adornments and forwards its ref to the input (react-hook-form register)', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<Input ref={ref} label="Mobile" name="mobileNum" startAdornment={<span>+55</span>} />);
    expect(screen.getByText('+55')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(ref.current).toBe(input);
    await userEvent.type(input, '11999');
    expect(ref.current?.value).toBe('11999');
  });
});
