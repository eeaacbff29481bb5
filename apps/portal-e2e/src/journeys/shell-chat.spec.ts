import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { openAsMember } from '../support/members';
import { settle } from '../support/shell';
import { saveScreenshot } from '../support/screenshots';

test.describe('shell: chat room (CBS3)', () => {
  let restore: Record<string, boolean> | null = null;

  test.beforeEach(async ({ operator }) => {
    restore = (await operator.setSwitches({ switches: { CBS3: true } })).switches;
  });
  test.afterEach(async ({ operator }) => {
    if (restore) await operator.setSwitches({ switches: restore });
  });

  test('a member opens the chat-room window with the platform chat in an iframe', async ({ page, platform, createMember }) => {
    const member = await createMember();
    await openAsMember(page, '/', member.token);
    // The unread count the platform holds, as a badge and in the button's name.
    const { count } = await platform.call(endpoints.chatUnread, {}, { token: member.token });
    expect(count).toBeGreaterThan(0);
    const button = page.getByRole('banner').getByRole('button', { name: `Sala de chat, ${count} mensagens não lidas` });
    await expect(button).toContainText(String(count));
    await button.click();
    const window = page.getByRole('dialog', { name: 'Sala de chat' });
    await expect(window).toBeVisible();
    // Asked in the portal's language with the header's colour of the theme (dark by default).
    const room = new URL((await window.locator('iframe').getAttribute('src'))!);
    expect(room.searchParams.get('language')).toBe('PT');
    expect(room.searchParams.get('headerColor')).toMatch(/^#[0-9a-f]{6}$/i);
    const chat = page.frameLocator('iframe[title="Sala de chat"]');
    await expect(chat.getByText('Host: Welcome to the sandbox chat room.')).toBeVisible();
    await settle(page);
    await saveScreenshot(page, 'shell-chat-window');
    await window.getByRole('button', { name: 'Fechar a sala de chat' }).click();
    await expect(window).toHaveCount(0);
  });

  test('a trial account is refused with the in_please_information warning; a guest is asked to log in', async ({ page, platform }) => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Sala de chat/ })
      .click();
    // Guests: the login modal (feature-auth) opens instead of the chat.
    await expect(page.getByRole('dialog', { name: 'Sala de chat' })).toHaveCount(0);

    const { token } = await platform.call(endpoints.login, { type: 'username', username: 'trial', password: 'trial1234' });
    await openAsMember(page, '/', token);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Sala de chat/ })
      .click();
    const alert = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'a sala de chat exige uma conta real' });
    await expect(alert).toBeVisible();
    await expect(page.locator('iframe[title="Sala de chat"]')).toHaveCount(0);
  });

  test('with CBS3 off there is no chat button', async ({ page, operator }) => {
    await operator.setSwitches({ switches: { CBS3: false } });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Sala de chat/ })).toHaveCount(0);
  });
});
