import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../../testing/renderWithPortal';
import { DROPDOWN_BLUR_DELAY_MS } from '../../timing/constants/DROPDOWN_BLUR_DELAY_MS';
import { DialCodeField } from '../components/DialCodeField';

const countries = [
  { countryCode: 'BR', countryDialingCode: '+55', countryName: 'Brasil' },
  { countryCode: 'PT', countryDialingCode: '+351', countryName: 'Portugal' },
];

function Form() {
  const [code, setCode] = useState('+55');
  return (
    <>
      <DialCodeField value={code} onChange={setCode} />
      <input aria-label="Next field" />
      <output data-testid="code">{code}</output>
    </>
  );
}

async function renderField() {
  renderWithPortal(<Form />, { responses: { countryList: countries } });
  const field = await screen.findByRole('combobox', { name: 'Country code' });
  await waitFor(() => expect(field).toHaveValue('+55 Brasil'));
  return { field, next: screen.getByRole('textbox', { name: 'Next field' }) };
}

afterEach(() => vi.useRealTimers());

describe('DialCodeField (docs/product/accounts-and-auth.md "Registration")', { timeout: 30_000 }, () => {
  it('shows every country on focus and hides the list 200 ms after focus leaves', async () => {
    const { field, next } = await renderField();
    // Only the timers are fake, and only from here on (no findBy/waitFor while they are: they wait on them).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => field.focus());
    const list = screen.getByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['+55 Brasil', '+351 Portugal']);

    act(() => next.focus());
    act(() => vi.advanceTimersByTime(DROPDOWN_BLUR_DELAY_MS - 1));
    expect(list).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(DROPDOWN_BLUR_DELAY_MS).toBe(200);
  });

  it('focus coming back within the delay keeps the list open; a click on a country then chooses it', async () => {
    const { field, next } = await renderField();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => field.focus());
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(DROPDOWN_BLUR_DELAY_MS / 2));
    act(() => field.focus());
    act(() => vi.advanceTimersByTime(DROPDOWN_BLUR_DELAY_MS * 2));
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('option', { name: '+351 Portugal' }));
    expect(screen.getByTestId('code')).toHaveTextContent('+351');
    expect(field).toHaveValue('+351 Portugal');
  });
});
