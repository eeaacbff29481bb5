import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Input } from '../Input';

describe('Input', () => {
  it('puts a star on the placeholder of a required field (docs/product/accounts-and-auth.md)', () => {
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

  it('works with react-hook-form register: value, blur validation and error message', async () => {
    const submitted: unknown[] = [];
    function LoginForm() {
      const { register, handleSubmit, formState } = useForm<{ username: string }>({ mode: 'onBlur' });
      return (
        <form noValidate onSubmit={handleSubmit((values) => submitted.push(values))}>
          <Input placeholder="Username" required error={formState.errors.username?.message} {...register('username', { required: 'Username not empty' })} />
          <button type="submit">Log in</button>
        </form>
      );
    }
    renderWithTheme(<LoginForm />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.click(input);
    await userEvent.tab();
    expect(await screen.findByText('Username not empty')).toBeInTheDocument();
    expect(input).toBeInvalid();
    await userEvent.type(input, 'player01');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(submitted).toEqual([{ username: 'player01' }]);
  });
});
