// A spool label as Chromium's fake camera (--use-file-for-fake-video-capture): the QR code of a
// link, centred on a white 640×480 frame, written as a Y4M (YUV4MPEG2, 4:2:0) file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
// Video (limited-range) luma of white and black; chroma 128 is grey (no colour).
const WHITE = 235;
const BLACK = 16;

/** Where the fake camera reads from: fixed when the browser starts, rewritten by each test. */
export const CAPTURE_FILE = resolve(process.env.TEST_RESULTS_DIR ?? 'test-results', 'scan', 'label.y4m');

/** Writes one white frame with `text`'s QR code (null: a blank frame) to the capture file. */
export async function writeLabelCapture(text: string | null, file = CAPTURE_FILE) {
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(WHITE);
  if (text !== null) {
    const png = PNG.sync.read(await QRCode.toBuffer(text, { margin: 4, scale: 8 }));
    if (png.width > WIDTH || png.height > HEIGHT) {
      throw new Error(`The QR code (${png.width}×${png.height}) does not fit a ${WIDTH}×${HEIGHT} frame`);
    }
    const left = Math.floor((WIDTH - png.width) / 2);
    const top = Math.floor((HEIGHT - png.height) / 2);
    for (let y = 0; y < png.height; y += 1) {
      for (let x = 0; x < png.width; x += 1) {
        const red = png.data[(y * png.width + x) * 4]!;
        luma[(top + y) * WIDTH + left + x] = red < 128 ? BLACK : WHITE;
      }
    }
  }
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
      Buffer.from('FRAME\n'),
      luma,
      chroma,
      chroma,
    ]),
  );
}
