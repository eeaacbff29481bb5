import QRCodeGenerator from 'qrcode';
import { drawQrCode } from './drawQrCode';
import { loadImage } from './loadImage';

export interface RenderQrCodeOptions {
  text: string;
  errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H';
  coreSize: number;
  /** Quiet zone in canvas px. */
  margin: number;
  dark: string;
  light: string;
  logoSrc?: string;
  logoScale: number;
  backgroundSrc?: string;
}

/**
 * Encodes `text` and draws it as a PNG data URL. Loaded with the first code drawn, together with
 * the `qrcode` encoder, so neither is in the start bundle (docs/product/performance.md).
 */
export async function renderQrCode({
  text,
  errorCorrectionLevel,
  coreSize,
  margin,
  dark,
  light,
  logoSrc,
  logoScale,
  backgroundSrc,
}: RenderQrCodeOptions): Promise<string> {
  const qr = QRCodeGenerator.create(text, { errorCorrectionLevel });
  const [logo, background] = await Promise.all([loadImage(logoSrc), loadImage(backgroundSrc)]);
  const canvas = document.createElement('canvas');
  canvas.width = coreSize;
  canvas.height = coreSize;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  drawQrCode(context, { modules: qr.modules, coreSize, margin, dark, light, logo, logoScale, background });
  return canvas.toDataURL('image/png');
}
