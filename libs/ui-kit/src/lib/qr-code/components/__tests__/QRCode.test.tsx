import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { QRCode } from '../QRCode';

/** jsdom has no canvas: give it just enough 2D context to draw on. */
function stubCanvas() {
  const fillRect = vi.fn();
  const context = { fillRect, clearRect: vi.fn(), drawImage: vi.fn(), fillStyle: '', globalAlpha: 1 };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,UVI=');
  return { fillRect };
}

describe('QRCode', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('draws the code and shows it as an image at the display size (default 200)', async () => {
    const { fillRect } = stubCanvas();
    renderWithTheme(<QRCode text="https://example.com/app.apk" alt="Android download" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Android download' }).tagName).toBe('IMG'));
    const img = screen.getByRole('img', { name: 'Android download' });
    expect(img).toHaveAttribute('src', 'data:image/png;base64,UVI=');
    expect(img).toHaveAttribute('width', '200');
    // The first call fills the light background over the 800px core.
    expect(fillRect).toHaveBeenCalledWith(0, 0, 800, 800);
    expect(fillRect.mock.calls.length).toBeGreaterThan(100);
  });

  it('keeps a sized, named placeholder when the canvas is unavailable', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderWithTheme(<QRCode text="x" alt="iOS download" size={120} />);
    const placeholder = screen.getByRole('img', { name: 'iOS download' });
    await waitFor(() => expect(placeholder).toHaveAttribute('aria-busy', 'false'));
    expect(placeholder.tagName).toBe('SPAN');
  });
});
