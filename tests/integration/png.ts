// A small PNG reader, as strict as a mail client's: signature, chunk CRCs, IHDR, zlib IDAT, filters.
// Enough for the shop's own QR images (grayscale or RGBA, 8 bits or 1 bit); returns RGBA for jsQR.

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export interface DecodedPng {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

export async function decodePng(png: Uint8Array): Promise<DecodedPng> {
  if (!SIGNATURE.every((b, i) => png[i] === b)) throw new Error("not a PNG");
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let at = 8;
  let header: { width: number; height: number; depth: number; color: number } | null = null;
  const idat: Uint8Array[] = [];
  for (;;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length))
      throw new Error(`bad CRC in ${type}`);
    if (type === "IHDR") {
      const h = new DataView(body.buffer, body.byteOffset, body.byteLength);
      header = { width: h.getUint32(0), height: h.getUint32(4), depth: body[8] ?? 0, color: body[9] ?? 0 };
      if (body[12] !== 0) throw new Error("interlaced PNGs are not read here");
    }
    if (type === "IDAT") idat.push(body);
    at += 12 + length;
    if (type === "IEND") break;
  }
  if (!header) throw new Error("no IHDR");
  const joined = new Uint8Array(idat.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const part of idat) {
    joined.set(part, offset);
    offset += part.length;
  }
  const raw = await inflate(joined);
  const channels = header.color === 6 ? 4 : header.color === 0 ? 1 : 0;
  if (!channels) throw new Error(`colour type ${header.color} is not read here`);
  const bitsPerPixel = channels * header.depth;
  const stride = Math.ceil((header.width * bitsPerPixel) / 8);
  const bpp = Math.max(1, bitsPerPixel / 8);
  const rows: Uint8Array[] = [];
  for (let y = 0; y < header.height; y++) {
    const start = y * (stride + 1);
    const filter = raw[start];
    const row = raw.slice(start + 1, start + 1 + stride);
    const prev = rows[y - 1] ?? new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? (row[x - bpp] ?? 0) : 0;
      const b = prev[x] ?? 0;
      const c = x >= bpp ? (prev[x - bpp] ?? 0) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const add = [0, a, b, (a + b) >> 1, paeth][filter ?? 0];
      if (add === undefined) throw new Error(`unknown filter ${filter}`);
      row[x] = ((row[x] ?? 0) + add) & 0xff;
    }
    rows.push(row);
  }
  const rgba = new Uint8ClampedArray(header.width * header.height * 4);
  for (let y = 0; y < header.height; y++) {
    const row = rows[y] as Uint8Array;
    for (let x = 0; x < header.width; x++) {
      const o = (y * header.width + x) * 4;
      if (channels === 4) {
        rgba.set(row.subarray(x * 4, x * 4 + 4), o);
        continue;
      }
      const gray = header.depth === 1 ? (((row[x >> 3] ?? 0) >> (7 - (x & 7))) & 1 ? 255 : 0) : (row[x] ?? 0);
      rgba.set([gray, gray, gray, 255], o);
    }
  }
  return { width: header.width, height: header.height, rgba };
}
