import { defineBrand } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { languageState } from '@portal/data-access';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { ProfileCard } from '../components/ProfileCard';

const avatars = [
  { id: 1, url: '/avatar/1.svg' },
  { id: 2, url: '/avatar/2.svg' },
];

describe('the security centre’s profile: avatar and language', { timeout: 30_000 }, () => {
  it('the language chosen becomes the portal’s (kept on the device) and is stored on the account (updateLanguage)', async () => {
    const user = userEvent.setup();
    const brand = defineBrand({ ...testBrand, languages: ['en', 'vi'], defaultLanguage: 'en' });
    const { client, store } = renderMemberPage(<ProfileCard />, { brand, responses: { updateLanguage: null } });
    await screen.findByText('Demo Player');
    await user.click(screen.getByRole('button', { name: /Language/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Tiếng Việt']);
    await user.click(screen.getByRole('option', { name: 'Tiếng Việt' }));
    await waitFor(() => expect(client.calls.filter((call) => call.name === 'updateLanguage').map((call) => call.params)).toEqual([{ language: 'VI' }]));
    expect(store.get(languageState)).toBe('vi');
    expect(JSON.parse(localStorage.getItem('language')!)).toBe('vi');
  });

  it('the avatar chosen is saved at once and the profile asks for the member again', async () => {
    const user = userEvent.setup();
    const { client } = renderMemberPage(<ProfileCard />, { responses: { avatars, memberIcon: avatars[1]! } });
    await screen.findByText('Demo Player');
    await user.click(screen.getByRole('button', { name: 'Change avatar' }));
    const picker = await screen.findByRole('group', { name: 'Choose an avatar' });
    expect(within(picker).getByRole('button', { name: 'Avatar 1' })).toHaveAttribute('aria-pressed', 'true');
    const memberCalls = client.calls.filter((call) => call.name === 'memberInfo').length;
    await user.click(within(picker).getByRole('button', { name: 'Avatar 2' }));
    await waitFor(() => expect(client.calls.filter((call) => call.name === 'memberIcon').map((call) => call.params)).toEqual([{ avatarId: 2 }]));
    await waitFor(() => expect(client.calls.filter((call) => call.name === 'memberInfo').length).toBeGreaterThan(memberCalls));
  });
});
