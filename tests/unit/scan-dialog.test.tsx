import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanDialog } from '@/components/scan/scan-dialog';
import { paths } from '@/config/paths';
import type { Spool } from '@/domain/spool-record';
import { scanMessages, type ScannedSpool } from '@/domain/spool-scan';
import { ScanSpoolButton } from '@/features/spools/components/scan-spool-button';
import type { FindSpool } from '@/queries/find-spool';

const findSpool = vi.fn<FindSpool>();
// The pages' lookup (src/queries/find-spool.ts) and the signed-in user, as the features pass them.
vi.mock('@/queries/find-spool', () => ({
  findSpool: (_client: unknown, _uid: string, scanned: ScannedSpool) => findSpool(scanned),
}));
vi.mock('@/session/session', () => ({ useSignedInUser: () => ({ uid: 'maker-1' }) }));

/** Renders with the query client the features read through. */
const renderWithClient = (ui: React.ReactElement, options?: RenderOptions) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>, options);

const ID = 'Ab3dEf7hIjKlMnOpQrSt';
const spool = { id: ID, name: 'Galaxy Black PLA' } as Spool;
const LINK = `https://printledger.app/dashboard/materials/${ID}`;

/** navigator.mediaDevices as a test wants it (undefined: a browser without the camera API). */
function setMediaDevices(value: Partial<MediaDevices> | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });
}

/** A camera stream with one track whose stop() is watched. */
function fakeStream() {
  const track = { stop: vi.fn(), kind: 'video' };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

/** A BarcodeDetector that reads `texts` one frame after another (the last one thereafter). */
function installBarcodeDetector(texts: string[]) {
  let frame = 0;
  class FakeDetector {
    static getSupportedFormats = async () => ['qr_code', 'ean_13'];
    detect = async () => [{ rawValue: texts[Math.min(frame++, texts.length - 1)]! }];
  }
  vi.stubGlobal('BarcodeDetector', FakeDetector);
}

function renderDialog(onFound: (found: Spool) => string | null | void = vi.fn()) {
  const onClose = vi.fn();
  const view = render(<ScanDialog open onClose={onClose} onFound={onFound} findSpool={findSpool} />);
  return { onFound, onClose, view, user: userEvent.setup() };
}

beforeEach(() => {
  findSpool.mockReset();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setMediaDevices(undefined);
});

describe('ScanDialog', () => {
  it('permission refused: says so, focuses the code field, and a typed code finds the spool', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    setMediaDevices({ getUserMedia });
    findSpool.mockResolvedValue({ ok: true, spool });
    const { onFound, user } = renderDialog();

    expect(await screen.findByText(/Camera permission was refused/)).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(screen.queryByLabelText('Camera view')).not.toBeInTheDocument();
    const field = screen.getByLabelText('Type the code on the label');
    await waitFor(() => expect(field).toHaveFocus());

    await user.type(field, ' Ab3dEf7h ');
    await user.click(screen.getByRole('button', { name: 'Find spool' }));
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(spool));
    expect(findSpool).toHaveBeenCalledWith({ kind: 'shortCode', code: 'Ab3dEf7h' } satisfies ScannedSpool);
  });

  it('no camera (no camera API, or none found): says so and offers the code field', async () => {
    setMediaDevices(undefined);
    const { view } = renderDialog();
    expect(await screen.findByText(/No camera was found on this device/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Type the code on the label')).toHaveFocus());
    view.unmount();

    setMediaDevices({ getUserMedia: vi.fn().mockRejectedValue(new DOMException('none', 'NotFoundError')) });
    renderDialog();
    expect(await screen.findByText(/No camera was found on this device/)).toBeInTheDocument();
  });

  it('a typed code that is malformed or names no spool gets a message and keeps what was typed', async () => {
    setMediaDevices(undefined);
    findSpool.mockResolvedValue({ ok: false, message: scanMessages.noShortCode('Qq1wEe2r') });
    const { onFound, user } = renderDialog();
    const field = screen.getByLabelText('Type the code on the label');

    await user.click(screen.getByRole('button', { name: 'Find spool' }));
    expect(await screen.findByText(scanMessages.empty)).toBeInTheDocument();
    await user.type(field, 'Ab3');
    await user.click(screen.getByRole('button', { name: 'Find spool' }));
    expect(await screen.findByText(scanMessages.tooShort(3))).toBeInTheDocument();
    expect(findSpool).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'Qq1wEe2r');
    await user.click(screen.getByRole('button', { name: 'Find spool' }));
    expect(await screen.findByText(/No spool has the code “Qq1wEe2r”/)).toBeInTheDocument();
    expect(field).toHaveValue('Qq1wEe2r');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    findSpool.mockRejectedValue(new Error('unavailable'));
    await user.click(screen.getByRole('button', { name: 'Find spool' }));
    expect(await screen.findByText(scanMessages.lookupFailed)).toBeInTheDocument();
    expect(onFound).not.toHaveBeenCalled();
  });

  it('the camera reads a label: another QR code gets a message, the spool’s link finds it and stops the camera', async () => {
    const { stream, track } = fakeStream();
    setMediaDevices({ getUserMedia: vi.fn().mockResolvedValue(stream) });
    installBarcodeDetector(['WIFI:S:workshop;T:WPA;P:secret;;', 'WIFI:S:workshop;T:WPA;P:secret;;', LINK]);
    let release: () => void = () => {};
    findSpool.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ ok: true, spool });
        }),
    );
    const { onFound } = renderDialog();

    expect(await screen.findByText(scanMessages.notSpoolQr)).toBeInTheDocument();
    expect(screen.getByLabelText('Camera view')).toBeInTheDocument();
    await waitFor(() => expect(findSpool).toHaveBeenCalledWith({ kind: 'id', id: ID }));
    expect(track.stop).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(spool));
    expect(track.stop).toHaveBeenCalled();
    expect(findSpool).toHaveBeenCalledTimes(1);
  });

  it('a spool the caller refuses is explained and scanning goes on; closing the dialog stops the camera', async () => {
    const { stream, track } = fakeStream();
    setMediaDevices({ getUserMedia: vi.fn().mockResolvedValue(stream) });
    installBarcodeDetector([LINK]);
    findSpool.mockResolvedValue({ ok: true, spool });
    const onFound = vi.fn(() => '“Galaxy Black PLA” is used up, so it cannot print this run.');
    const { view, onClose } = renderDialog(onFound);

    expect(await screen.findByText(/is used up/)).toBeInTheDocument();
    expect(track.stop).not.toHaveBeenCalled();
    view.rerender(<ScanDialog open={false} onClose={onClose} onFound={onFound} findSpool={findSpool} />);
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });
});

describe('ScanSpoolButton', () => {
  function SpoolPage() {
    return <p>Spool page {useParams().spoolId}</p>;
  }

  it('loads the dialog only when pressed, and opens the spool it finds', async () => {
    setMediaDevices(undefined);
    findSpool.mockResolvedValue({ ok: true, spool });
    renderWithClient(
      <MemoryRouter initialEntries={[paths.dashboard.materials]}>
        <Routes>
          <Route path={paths.dashboard.materials} element={<ScanSpoolButton />} />
          <Route path={`${paths.dashboard.materials}/:spoolId`} element={<SpoolPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Scan label' }));
    const field = await screen.findByLabelText('Type the code on the label');
    await user.type(field, 'Ab3dEf7h');
    await user.click(screen.getByRole('button', { name: 'Find spool' }));
    expect(await screen.findByText(`Spool page ${ID}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
