/**
 * Renders the web app manifest's PNG icons from web/public/favicon.svg with Chromium, once (the
 * PNGs are committed in web/public/icons/; run again when the favicon changes):
 *
 *   npx tsx web/build/render-icons.ts
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { launchBrowser } from '../../e2e/support/browser.ts';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const favicon = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');

/** The favicon is a rounded square of one colour with the mark drawn in a 24-unit group on it. */
function readFavicon(svg: string): { background: string; mark: string } {
  const background = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1];
  const mark = /<g[\s\S]*<\/g>/.exec(svg)?.[0];
  if (!background || !mark) throw new Error('favicon.svg no longer has its <rect> and <g> mark');
  return { background, mark };
}
const { background, mark } = readFavicon(favicon);

/**
 * The mark on a full square, no rounded corners: the platform cuts its own shape (a maskable
 * icon's circle or squircle, iOS's rounded square, which shows transparent corners as black).
 * `canvas` units around the favicon's 24-unit mark: 40 keeps the mark, stroke included, within
 * the maskable safe zone (a circle of 40 % of the size around the centre): its corners reach
 * 35 %.
 */
function fullBleed(canvas: number): string {
  const offset = (canvas - 24) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${canvas} ${canvas}">` +
    `<rect width="${canvas}" height="${canvas}" fill="${background}"/>` +
    mark.replace(/transform="[^"]*"/, `transform="translate(${offset} ${offset})"`) +
    '</svg>'
  );
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(40) },
  // The favicon's own proportions (the mark on 32 units), filling the square.
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(32) },
];

/**
 * Chromium writes PNGs with fast compression: the image data deflated again at level 9, with
 * the chunks that only describe it (colour profile, text) dropped. The pixels are unchanged.
 */
function recompressPng(png: Buffer): Buffer {
  const signature = png.subarray(0, 8);
  const kept: Buffer[] = [];
  const imageData: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const chunk = png.subarray(offset, offset + 12 + length);
    if (type === 'IDAT') imageData.push(chunk.subarray(8, 8 + length));
    else if (type === 'IHDR' || type === 'IEND') kept.push(chunk);
    offset += 12 + length;
  }
  const data = deflateSync(inflateSync(Buffer.concat(imageData)), { level: 9, memLevel: 9 });
  const [header, end] = kept;
  if (!header || !end) throw new Error('Chromium wrote a PNG without IHDR or IEND');
  return Buffer.concat([signature, header, pngChunk('IDAT', data), end]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const image = `<img src="${source}" width="${size}" height="${size}" style="display:block">`;
    await page.setContent(`<body style="margin:0">${image}</body>`);
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    const path = join(PUBLIC, 'icons', file);
    writeFileSync(path, recompressPng(png));
    console.info(`${file}: ${size}×${size}, ${statSync(path).size} bytes`);
  }
} finally {
  await browser.close();
}
