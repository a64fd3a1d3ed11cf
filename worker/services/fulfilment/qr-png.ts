import { encode } from "uqr";

/**
 * The QR code of an LPA string as a PNG, for e-mail clients that strip inline SVG (Gmail, Outlook).
 * Drawn in the Worker from the same matrix as the page's SVG: a 1-bit grayscale image, each module
 * a square of SCALE pixels, with the standard four-module quiet zone. Deflate comes from the
 * runtime's CompressionStream, so no image library ships in the Worker.
 */
const SCALE = 8;
const QUIET_ZONE = 4;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export async function qrPng(lpa: string): Promise<Uint8Array<ArrayBuffer>> {
  const { data, size } = encode(lpa, { ecc: "M", border: QUIET_ZONE });
  const width = size * SCALE;
  const rowBytes = Math.ceil(width / 8);
  // Each scanline: filter type 0 (none), then the row, 1 bit per pixel, 1 = white.
  const raw = new Uint8Array((rowBytes + 1) * width);
  for (let y = 0; y < width; y++) {
    const modules = data[Math.floor(y / SCALE)] ?? [];
    const offset = y * (rowBytes + 1) + 1;
    for (let x = 0; x < width; x++) {
      if (modules[Math.floor(x / SCALE)]) continue;
      const at = offset + (x >> 3);
      raw[at] = (raw[at] ?? 0) | (0x80 >> (x & 7));
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, width);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grayscale, deflate, adaptive filtering, no interlace
  return concat([
    new Uint8Array(PNG_SIGNATURE),
    chunk("IHDR", header),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  // "deflate" is the zlib format (RFC 1950) that PNG's IDAT carries.
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function chunk(type: string, body: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

function concat(parts: Uint8Array<ArrayBuffer>[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO-HDLC, as PNG uses) over a chunk's type and data. */
function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
