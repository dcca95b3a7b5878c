import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, inputClasses } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import type { Spool } from '@/domain/spool-record';
import { parseSpoolScan, scanMessages, type ScannedSpool, type ShortCodeMatch } from '@/domain/spool-scan';
import { createQrReader } from './qr-reader';

export interface ScanDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * A spool was found. Return a message to refuse it (the dialog shows it and goes on scanning),
   * or nothing to take it (the camera stops; the caller closes the dialog).
   */
  onFound: (spool: Spool) => string | null | void;
  /** Looks the scanned or typed spool up (the caller's reads: src/queries/find-spool.ts). */
  findSpool: (scanned: ScannedSpool) => Promise<ShortCodeMatch<Spool>>;
  title?: string;
}

/** Where the camera stands: starting, showing frames, or why it cannot. */
type Camera = 'starting' | 'on' | 'refused' | 'none' | 'failed';

/** How often a frame is read (a tablet's CPU is shared with the page). */
const SCAN_INTERVAL_MS = 200;
/** A label refused once is read again only after this long (so its message is not repeated at once). */
const RETRY_SAME_LABEL_MS = 3000;

const cameraMessages: Record<'refused' | 'none' | 'failed', string> = {
  refused:
    'Camera permission was refused, so the label cannot be scanned. Type the code printed on the label below, or allow the camera in your browser’s site settings and press Scan again.',
  none: 'No camera was found on this device. Type the code printed on the label below.',
  failed:
    'The camera could not be started (another app may be using it). Type the code printed on the label below.',
};

const hasCameraApi = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** Why getUserMedia failed, as what the dialog tells the user. */
function cameraProblem(error: unknown): Camera {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'refused';
  }
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') {
    return 'none';
  }
  return 'failed';
}

/**
 * Scans a spool's label with the device's camera (its QR code), or takes the short code printed
 * on it, and hands the user's spool it names to `onFound`.
 */
export function ScanDialog({
  open,
  onClose,
  onFound,
  findSpool,
  title = 'Scan a spool label',
}: ScanDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {/* Mounted on each opening: the camera starts with it and stops when it closes. */}
      <ScanPanel onFound={onFound} onClose={onClose} findSpool={findSpool} />
    </Modal>
  );
}

function ScanPanel({
  onFound,
  onClose,
  findSpool,
}: Pick<ScanDialogProps, 'onFound' | 'onClose' | 'findSpool'>) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const stopCamera = useRef<() => void>(() => undefined);
  const [camera, setCamera] = useState<Camera>(() => (hasCameraApi() ? 'starting' : 'none'));
  const [scanMessage, setScanMessage] = useState<string | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [typedBusy, setTypedBusy] = useState(false);

  /** Finds the spool and offers it: null once taken, else why not (the camera goes on). */
  const take = async (scanned: ScannedSpool): Promise<string | null> => {
    let found;
    try {
      found = await findSpool(scanned);
    } catch (error) {
      console.error('Looking up a scanned spool failed', error);
      return scanMessages.lookupFailed;
    }
    if (!found.ok) return found.message;
    const refusal = onFound(found.spool);
    if (typeof refusal === 'string') return refusal;
    stopCamera.current();
    return null;
  };
  const takeRef = useRef(take);
  useEffect(() => {
    takeRef.current = take;
  });

  // The camera and the frame loop: started once per opening, stopped on closing.
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
      if (videoRef.current) videoRef.current.srcObject = null;
    };
    stopCamera.current = stop;
    if (!hasCameraApi()) return stop;

    const run = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setCamera(cameraProblem(error));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.srcObject = stream;
      try {
        await video.play();
      } catch {
        // Muted inline video plays without a gesture; frames are read whether or not it shows.
      }
      if (stopped) return;
      setCamera('on');
      let read;
      try {
        read = await createQrReader();
      } catch (error) {
        console.error('Loading the QR code reader failed', error);
        if (!stopped) setCamera('failed');
        return;
      }
      let refused = { text: '', at: 0 };
      const tick = async () => {
        if (stopped) return;
        let text: string | null = null;
        try {
          text = await read(video);
        } catch {
          text = null;
        }
        if (stopped) return;
        const fresh =
          text !== null && (text !== refused.text || Date.now() - refused.at > RETRY_SAME_LABEL_MS);
        if (text !== null && fresh) {
          const parsed = parseSpoolScan(text, 'camera');
          let message: string | null;
          if (parsed.ok) {
            setLookingUp(true);
            message = await takeRef.current(parsed.spool);
            setLookingUp(false);
          } else {
            message = parsed.message;
          }
          if (message === null || stopped) return;
          refused = { text, at: Date.now() };
          setScanMessage(message);
        }
        timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    };
    void run();
    return stop;
  }, []);

  const unavailable = camera === 'refused' || camera === 'none' || camera === 'failed';
  useEffect(() => {
    if (unavailable) inputRef.current?.focus();
  }, [unavailable]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React's events bubble through the portal: a dialog opened from a form must not submit it.
    event.stopPropagation();
    if (typedBusy) return;
    const parsed = parseSpoolScan(typed, 'typed');
    if (!parsed.ok) {
      setTypedError(parsed.message);
      inputRef.current?.focus();
      return;
    }
    setTypedError(null);
    setTypedBusy(true);
    const message = await take(parsed.spool);
    setTypedBusy(false);
    if (message !== null) {
      setTypedError(message);
      inputRef.current?.focus();
    }
  };

  return (
    <div className="space-y-5">
      {unavailable ? (
        <Alert tone="warning">{cameraMessages[camera]}</Alert>
      ) : (
        <div className="space-y-3">
          <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-900">
            <video
              ref={videoRef}
              className="h-full w-full object-cover"
              muted
              playsInline
              aria-label="Camera view"
            />
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-indigo-400/90"
            />
            {camera === 'starting' && (
              <p className="absolute inset-x-0 bottom-4 text-center text-sm font-medium text-white">
                Starting the camera…
              </p>
            )}
          </div>
          <p className="text-sm text-slate-600" aria-live="polite">
            {lookingUp
              ? 'Label read: looking for the spool…'
              : 'Point the camera at the QR code on the spool’s label.'}
          </p>
          {scanMessage && <Alert tone="warning">{scanMessage}</Alert>}
        </div>
      )}

      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-start gap-3">
        <Field
          label="Type the code on the label"
          hint="The 8 letters and digits printed beside the QR code (capitals matter)."
          error={typedError ?? undefined}
          className="min-w-0 flex-1 basis-56"
        >
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                if (typedError) setTypedError(null);
              }}
              className={inputClasses(!!typedError, 'min-h-11 font-mono text-base tracking-wider')}
              inputMode="text"
              autoCapitalize="off"
              autoCorrect="off"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={2048}
              data-autofocus={unavailable ? true : undefined}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="mt-6 min-h-11" loading={typedBusy}>
          Find spool
        </Button>
      </form>

      <div className="flex justify-end">
        <Button variant="secondary" size="lg" className="min-h-11" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
