import QRCodeGenerator from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { drawQrCode } from '../drawQrCode';

describe('drawQrCode', () => {
  it('draws whole-pixel modules centred inside the quiet zone', () => {
    const qr = QRCodeGenerator.create('hello', { errorCorrectionLevel: 'M' });
    const fillRect = vi.fn();
    const context = { fillRect, clearRect: vi.fn(), drawImage: vi.fn(), fillStyle: '', globalAlpha: 1 } as unknown as CanvasRenderingContext2D;
    // Size 200 with margin 20 drawn at core 800: the margin is 80 core px.
    const cell = drawQrCode(context, { modules: qr.modules, coreSize: 800, margin: 80, dark: '#000', light: '#fff', logoScale: 0.22 });
    const count = qr.modules.size;
    expect(cell).toBe(Math.floor(640 / count));
    const offset = Math.floor((800 - cell * count) / 2);
    expect(offset).toBeGreaterThanOrEqual(80);
    const moduleCalls = fillRect.mock.calls.slice(1);
    expect(moduleCalls.every(([x, y, w, h]) => Number.isInteger(x) && Number.isInteger(y) && w === cell && h === cell)).toBe(true);
    // The top-left finder pattern starts at the offset.
    expect(moduleCalls[0]).toEqual([offset, offset, cell, cell]);
  });
});
