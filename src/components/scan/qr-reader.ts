// Reads a QR code from the camera's current frame: with the browser's BarcodeDetector where it
// exists and knows QR codes, otherwise with jsQR (downloaded only then) on a canvas copy.

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The text of a QR code in the video's current frame; null when none is read. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

/** Frames are scaled down to this many pixels on their longer side before jsQR reads them. */
const MAX_FRAME_SIDE = 800;

async function barcodeDetectorReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return null;
      return (await detector.detect(video))[0]?.rawValue ?? null;
    };
  } catch {
    return null;
  }
}

async function jsQrReader(): Promise<QrReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw the camera’s frames to read them.');
  return async (video) => {
    const { videoWidth, videoHeight } = video;
    if (videoWidth === 0 || videoHeight === 0) return null;
    const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(videoWidth, videoHeight));
    const width = Math.round(videoWidth * scale);
    const height = Math.round(videoHeight * scale);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    return jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The best reader this browser has: BarcodeDetector for QR codes, else jsQR. */
export async function createQrReader(): Promise<QrReader> {
  return (await barcodeDetectorReader()) ?? jsQrReader();
}
