import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { QR_CODE_DEFAULTS } from '../constants/QR_CODE_DEFAULTS';
import { onIdle } from '../../deferred/hooks/useIdle';

export type QRCodeErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';

export interface QRCodeProps {
  /** What the code encodes (a download link, an invite URL…). */
  text: string;
  /** Accessible description of the image, e.g. "Android app download QR code". */
  alt: string;
  /** Displayed size in px (default 200). */
  size?: number;
  /** Quiet zone in displayed px (default 20). */
  margin?: number;
  /**
   * Drawing resolution in px before scaling to `size` (default 800). Modules are whole pixels, so a
   * small canvas leaves a code with more modules visibly smaller than another: draw at 4× `size` or more.
   */
  coreSize?: number;
  /** Module colour (default black). Canvas colours: CSS variables do not work here. */
  darkColor?: string;
  /** Background colour (default white). */
  lightColor?: string;
  errorCorrectionLevel?: QRCodeErrorCorrectionLevel;
  /** Logo drawn in the centre (same origin or CORS-enabled). */
  logoSrc?: string;
  /** Logo width as a share of the code (default 0.22). Use level `H` for bigger logos. */
  logoScale?: number;
  /** Image drawn under the modules (same origin or CORS-enabled). */
  backgroundSrc?: string;
  className?: string;
}

type QRCodeState = { status: 'pending' } | { status: 'ready'; src: string } | { status: 'failed' };

const StyledQRCode = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => `${$size}px`};
  height: ${({ $size }) => `${$size}px`};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface.skeleton};
`;

const StyledQRCodeImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  image-rendering: auto;
`;

/**
 * A QR code drawn with the `qrcode` package (loaded on first use) at `coreSize` and shown at `size` as an image
 * (docs/product/content.md). The box keeps its size while drawing.
 */
export function QRCode({
  text,
  alt,
  size = QR_CODE_DEFAULTS.size,
  margin = QR_CODE_DEFAULTS.margin,
  coreSize = QR_CODE_DEFAULTS.coreSize,
  darkColor = QR_CODE_DEFAULTS.darkColor,
  lightColor = QR_CODE_DEFAULTS.lightColor,
  errorCorrectionLevel = QR_CODE_DEFAULTS.errorCorrectionLevel,
  logoSrc,
  logoScale = QR_CODE_DEFAULTS.logoScale,
  backgroundSrc,
  className,
}: QRCodeProps) {
  // The state belongs to one drawing: a code drawn for other props is pending until its own is in.
  const drawing = JSON.stringify([text, size, margin, coreSize, darkColor, lightColor, errorCorrectionLevel, logoSrc, logoScale, backgroundSrc]);
  const [drawn, setDrawn] = useState<{ drawing: string; state: QRCodeState } | null>(null);
  const state: QRCodeState = drawn?.drawing === drawing ? drawn.state : { status: 'pending' };

  useEffect(() => {
    let cancelled = false;
    const setState = (next: QRCodeState) => setDrawn({ drawing, state: next });
    (async () => {
      try {
        // The encoder and the drawing load with the first code drawn, not with the page, and only
        // once the browser is idle: a code is never what the first screen waits for (docs/product/performance.md).
        await new Promise<void>((resolve) => onIdle(resolve, 2000));
        if (cancelled) return;
        const { renderQrCode } = await import('../utils/renderQrCode');
        const src = await renderQrCode({
          text,
          errorCorrectionLevel,
          coreSize,
          margin: (margin * coreSize) / size,
          dark: darkColor,
          light: lightColor,
          logoSrc,
          logoScale,
          backgroundSrc,
        });
        if (!cancelled) setState({ status: 'ready', src });
      } catch {
        if (!cancelled) setState({ status: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [drawing, text, size, margin, coreSize, darkColor, lightColor, errorCorrectionLevel, logoSrc, logoScale, backgroundSrc]);

  return (
    <StyledQRCode className={className} $size={size}>
      {state.status === 'ready' ? (
        <StyledQRCodeImage src={state.src} alt={alt} width={size} height={size} />
      ) : (
        <span role="img" aria-label={alt} aria-busy={state.status === 'pending'} />
      )}
    </StyledQRCode>
  );
}
