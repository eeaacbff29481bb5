import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { playerBusy, watchTypedFields } from '../utils/playerBusy';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'https://brand.example');
  return { pathname, search };
};

let stop = () => undefined as void;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('whether a new version must wait', () => {
  it('waits on a game, a bet slip and an open centre (a deposit, a withdrawal)', () => {
    for (const url of [
      '/game?gameId=1',
      '/seamless?gameId=2',
      '/lottery',
      '/vnlottery',
      '/?member=depositv2',
      '/rng?member=withdraw',
      '/?agent=teamOverview',
    ]) {
      expect(playerBusy(at(url)), url).toBe(true);
    }
    for (const url of ['/', '/rng', '/promotions', '/gamers', '/helpmc']) expect(playerBusy(at(url)), url).toBe(false);
  });

  it('waits while a dialog is open', () => {
    document.body.innerHTML = '<div role="dialog" aria-label="Log in"></div>';
    expect(playerBusy(at('/'))).toBe(true);
  });

  it('waits while a field the player typed into is on screen, until its form is sent or leaves', async () => {
    const user = userEvent.setup();
    stop = watchTypedFields();
    document.body.innerHTML = '<form><input name="amount" /><button>Send</button></form>';
    const form = document.querySelector('form')!;
    const field = document.querySelector('input')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    expect(playerBusy(at('/'))).toBe(false);

    await user.type(field, '150');
    expect(playerBusy(at('/'))).toBe(true);

    form.requestSubmit();
    expect(playerBusy(at('/'))).toBe(false);

    await user.type(field, '5');
    expect(playerBusy(at('/'))).toBe(true);
    form.remove();
    expect(playerBusy(at('/'))).toBe(false);
  });
});
