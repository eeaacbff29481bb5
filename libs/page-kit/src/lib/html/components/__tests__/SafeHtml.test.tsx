import { renderWithTheme } from '@portal/ui-kit/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from '../SafeHtml';

/** The sandbox's seeded hostile announcement. */
const HOSTILE_HTML =
  '<p>Server upgrade finished.</p><script>window.__xss = "script"; alert("xss")</script><img src=x onerror="window.__xss=\'img\';alert(\'xss\')"><a href="javascript:alert(1)">details</a>';

describe('SafeHtml', () => {
  afterEach(() => {
    delete (window as { __xss?: string }).__xss;
  });

  it('shows the text of hostile HTML and runs none of it', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = renderWithTheme(<SafeHtml html={HOSTILE_HTML} />);
    expect(screen.getByText('Server upgrade finished.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('details')).not.toHaveAttribute('href', expect.stringContaining('javascript:'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as { __xss?: string }).__xss).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps harmless formatting and opens external links safely', () => {
    renderWithTheme(<SafeHtml html={'<h3>Title</h3><p><strong>bold</strong> <a href="https://example.com">out</a></p>'} />);
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('target', '_blank');
  });

  it('treats an image without a text alternative as decorative and keeps a given one', () => {
    const { container } = renderWithTheme(<SafeHtml html={'<img src="/a.png"><img src="/b.png" alt="Jackpot">'} />);
    const [bare, described] = Array.from(container.querySelectorAll('img'));
    expect(bare).toHaveAttribute('alt', '');
    expect(screen.getByRole('img', { name: 'Jackpot' })).toBe(described);
  });
});
