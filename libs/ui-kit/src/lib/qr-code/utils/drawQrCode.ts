export interface QrModules {
  size: number;
  get: (row: number, col: number) => number | boolean;
}

export interface DrawQrCodeOptions {
  modules: QrModules;
  /** Canvas size in px (the "core size"). */
  coreSize: number;
  /** Quiet zone in canvas px. */
  margin: number;
  dark: string;
  light: string;
  logo?: CanvasImageSource | null;
  /** Logo width as a share of the canvas. */
  logoScale: number;
  background?: CanvasImageSource | null;
}

/** Source size of an image-like value. */
function sourceSize(source: CanvasImageSource): { width: number; height: number } {
  const candidate = source as { naturalWidth?: number; naturalHeight?: number; width?: number | SVGAnimatedLength; height?: number | SVGAnimatedLength };
  const width = candidate.naturalWidth || (typeof candidate.width === 'number' ? candidate.width : 0);
  const height = candidate.naturalHeight || (typeof candidate.height === 'number' ? candidate.height : 0);
  return { width: width || 1, height: height || 1 };
}

/**
 * Draws a QR symbol on a square canvas: whole-pixel modules (no seams) centred in the quiet zone,
 * an optional background image under translucent light modules, an optional logo on a light plate.
 * Returns the module size in px.
 */
export function drawQrCode(context: CanvasRenderingContext2D, options: DrawQrCodeOptions): number {
  const { modules, coreSize, margin, dark, light, logo, logoScale, background } = options;
  const count = modules.size;
  const cell = Math.max(1, Math.floor((coreSize - 2 * margin) / count));
  const offset = Math.floor((coreSize - cell * count) / 2);

  context.clearRect(0, 0, coreSize, coreSize);
  if (background) {
    const { width, height } = sourceSize(background);
    const scale = Math.max(coreSize / width, coreSize / height);
    const drawWidth = width * scale;
    const drawHeight = height * scale;
    context.drawImage(background, (coreSize - drawWidth) / 2, (coreSize - drawHeight) / 2, drawWidth, drawHeight);
    context.globalAlpha = 0.75;
  }
  context.fillStyle = light;
  context.fillRect(0, 0, coreSize, coreSize);
  context.globalAlpha = 1;

  context.fillStyle = dark;
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (modules.get(row, col)) context.fillRect(offset + col * cell, offset + row * cell, cell, cell);
    }
  }

  if (logo) {
    const { width, height } = sourceSize(logo);
    const box = Math.round(cell * count * logoScale);
    const scale = Math.min(box / width, box / height);
    const logoWidth = width * scale;
    const logoHeight = height * scale;
    const plate = Math.max(logoWidth, logoHeight) + cell;
    context.fillStyle = light;
    context.fillRect((coreSize - plate) / 2, (coreSize - plate) / 2, plate, plate);
    context.drawImage(logo, (coreSize - logoWidth) / 2, (coreSize - logoHeight) / 2, logoWidth, logoHeight);
  }
  return cell;
}
