/**
 * Second entry point: the QR code alone, for a screen that loads it lazily (the side menu's app
 * codes are drawn when the browser is idle, so their component need not be in the start bundle).
 */
export { QRCode, type QRCodeProps } from './lib/qr-code/components/QRCode';
