import { activeModalState } from '@portal/data-access';
import { TestPlatformRoot } from '@portal/data-access/testing';
import { TestI18nProvider } from '@portal/i18n/testing';
import { renderWithTheme } from '@portal/ui-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 20_000 });
import { NoticeModal } from '../NoticeModal';

const created = new Date(2026, 0, 2, 3, 4, 5).getTime();
const all = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  type: 'B' as const,
  execution: 'B',
  title: `Notice ${index + 1}`,
  content: index === 0 ? '<p>Hello</p><script>window.__xss=1</script>' : `<p>Body ${index + 1}</p>`,
  createTime: created,
}));

function renderModal() {
  const store = createStore();
  store.set(activeModalState, 'notice');
  const calls: unknown[] = [];
  renderWithTheme(
    <TestPlatformRoot
      store={store}
      responses={{
        announcements: (params) => {
          calls.push(params);
          const page = params.pageNo ?? 1;
          const size = params.pageSize ?? 9;
          return { list: all.slice((page - 1) * size, page * size), pageNo: page, pageSize: size, total: all.length, totalPages: Math.ceil(all.length / size) };
        },
      }}
    >
      <TestI18nProvider>
        <NoticeModal />
      </TestI18nProvider>
    </TestPlatformRoot>,
  );
  return { calls, store };
}

describe('NoticeModal', () => {
  it('lists 9 announcements (all types, execution B) per page with dates, pages, and blocks previous/next at the ends', async () => {
    const user = userEvent.setup();
    const { calls } = renderModal();
    const list = await screen.findByRole('list', { name: 'Announcements' }, { timeout: 5000 });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    expect(within(list).getAllByText('2026-01-02 03:04:05')).toHaveLength(9);
    expect(calls[0]).toMatchObject({ execution: 'B', pageNo: 1, pageSize: 9 });
    expect((calls[0] as { types?: string }).types).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByText('Notice 19')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('opens an announcement with its sanitised content and goes back', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(await screen.findByText('Notice 1', {}, { timeout: 5000 }));
    expect(screen.getByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(document.querySelector('.portal-modal script, [role="dialog"] script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('list', { name: 'Announcements' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('filters by one type from its tab', async () => {
    const user = userEvent.setup();
    const { calls } = renderModal();
    await screen.findByRole('list', { name: 'Announcements' }, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: 'Platform' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ types: 'PL', execution: 'B', pageNo: 1 }));
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const { store } = renderModal();
    await screen.findByRole('list', { name: 'Announcements' }, { timeout: 5000 });
    await user.keyboard('{Escape}');
    expect(store.get(activeModalState)).toBeNull();
  });
});
