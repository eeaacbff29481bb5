import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Button } from '../Button';

describe('Button', () => {
  it('is a plain button by default: it never submits a form', async () => {
    const handleSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={(event) => handleSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Log in</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(handleSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked and calls onClick', async () => {
    const handleClick = vi.fn();
    renderWithTheme(
      <Button type="submit" onClick={handleClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(handleClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('while loading is busy, disabled and keeps its name', async () => {
    const handleClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={handleClick}>
        Deposit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(handleClick).not.toHaveBeenCalled();
  });

  it('can be disabled without being busy', () => {
    renderWithTheme(<Button disabled>Withdraw</Button>);
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ref' }));
  });
});
