import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A minimal PNG encoder: 8-bit RGB, filter 0 on every row. `rgb` has width*height*3 bytes. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 5×7 bitmap digits, one string of 5 bits per row. */
const DIGITS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

/** A second hand of the same digits (open 4, flat-topped 5, straight 6 and 9, crossed 7…): glyphs vary per image. */
const DIGITS_ALT: Record<string, string[]> = {
  '0': ['01110', '11011', '10001', '10001', '10001', '11011', '01110'],
  '1': ['00110', '01010', '00010', '00010', '00010', '00010', '00111'],
  '2': ['11110', '00001', '00001', '01110', '10000', '10000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['10010', '10010', '10010', '11111', '00010', '00010', '00010'],
  '5': ['11111', '10000', '10000', '11110', '00001', '00001', '11110'],
  '6': ['01111', '10000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '01110', '00100', '01000', '01000'],
  '8': ['01110', '10001', '01010', '00100', '01010', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00001', '11110'],
};
const FONTS = [DIGITS, DIGITS_ALT];

/**
 * Renders a captcha a template matcher does not read: each glyph from one of two hands, its own
 * scale, rotation and shear, the whole picture bent by two sine waves, then crossed by curves and
 * speckles in the glyphs' own colours. `rand` returns [0, 1).
 */
export function renderDigitsPng(text: string, rand: () => number): Buffer {
  const between = (a: number, b: number) => a + rand() * (b - a);
  const cell = 26;
  const width = 20 + text.length * cell;
  const height = 48;
  const glyphs = [...text].map((ch, index) => {
    const font = FONTS[Math.floor(rand() * FONTS.length)];
    return {
      rows: font[ch] ?? DIGITS['0'],
      cx: 10 + index * cell + cell / 2 + between(-3, 3),
      cy: height / 2 + between(-4, 4),
      sx: between(2.9, 4.6),
      sy: between(3.3, 5),
      angle: between(-0.4, 0.4),
      shear: between(-0.3, 0.3),
      colour: [between(20, 90), between(30, 100), between(80, 170)].map(Math.round) as [number, number, number],
    };
  });
  const wave = { ax: between(1.5, 2.5), lx: between(50, 90), px: between(0, 6.3), ay: between(1.5, 3), ly: between(40, 70), py: between(0, 6.3) };
  const rgb = new Uint8Array(width * height * 3);
  const set = (x: number, y: number, [r, g, b]: readonly number[]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    rgb[i] = r;
    rgb[i + 1] = g;
    rgb[i + 2] = b;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = 230 + Math.round(rand() * 18);
      set(x, y, [shade, shade + 2 > 255 ? 255 : shade + 2, 250]);
      // Where this pixel comes from once the picture is bent.
      const wx = x + wave.ax * Math.sin((2 * Math.PI * y) / wave.ly + wave.py);
      const wy = y + wave.ay * Math.sin((2 * Math.PI * x) / wave.lx + wave.px);
      for (const g of glyphs) {
        const dx = wx - g.cx;
        const dy = wy - g.cy;
        const cos = Math.cos(g.angle);
        const sin = Math.sin(g.angle);
        const v = (-dx * sin + dy * cos) / g.sy;
        const u = (dx * cos + dy * sin) / g.sx - g.shear * v;
        const col = Math.floor(u + 2.5);
        const row = Math.floor(v + 3.5);
        if (row >= 0 && row < 7 && col >= 0 && col < 5 && g.rows[row][col] === '1') set(x, y, g.colour);
      }
    }
  }
  // Curves through the digits, as thick as a stroke, in the digits' colours.
  for (let n = 0; n < 3; n++) {
    const colour = glyphs[Math.floor(rand() * glyphs.length)]?.colour ?? [60, 60, 140];
    const y0 = between(8, height - 8);
    const amp = between(4, 12);
    const len = between(30, 60);
    const phase = between(0, 6.3);
    const thick = 2;
    for (let x = 0; x < width; x++) {
      const y = Math.round(y0 + amp * Math.sin((2 * Math.PI * x) / len + phase));
      for (let t = 0; t < thick; t++) set(x, y + t, colour);
    }
  }
  for (let n = 0; n < 160; n++) {
    const colour = glyphs[Math.floor(rand() * glyphs.length)]?.colour ?? [60, 60, 140];
    const x = Math.floor(rand() * width);
    const y = Math.floor(rand() * height);
    set(x, y, colour);
    if (rand() < 0.5) set(x + 1, y, colour);
  }
  return encodePng(width, height, rgb);
}

/** The glyphs of the first hand, for tests that play the attacker's template matcher. */
export const CAPTCHA_TEMPLATES: Readonly<Record<string, readonly string[]>> = DIGITS;
