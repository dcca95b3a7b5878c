// Reads sliced files in the reader's Web Worker, one outcome per file in the order given; this
// module and the worker load only when a file is chosen. Where there is no Worker (tests in jsdom)
// the same reader runs on the page.
import { blobSource } from '@/domain/slicing/byte-source';
import { readSlicedFile } from '@/domain/slicing/read-sliced-file';
import { slicingMessages, type SlicedFileOutcome } from '@/domain/slicing/sliced-file';
import type { SlicerRequest, SlicerResponse } from './slicer.worker';

let worker: Worker | null = null;
let nextId = 1;

function slicerWorker(): Worker {
  worker ??= new Worker(new URL('./slicer.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

/** Each file's outcome, `onOutcome` called as each is read. */
export async function readSlicedFiles(
  files: readonly File[],
  onOutcome?: (index: number, outcome: SlicedFileOutcome) => void,
): Promise<SlicedFileOutcome[]> {
  if (typeof Worker === 'undefined') {
    const outcomes: SlicedFileOutcome[] = [];
    for (const [index, file] of files.entries()) {
      outcomes.push(await readSlicedFile(blobSource(file), file.name));
      onOutcome?.(index, outcomes[index]!);
    }
    return outcomes;
  }
  const id = nextId++;
  const reader = slicerWorker();
  return new Promise((resolve) => {
    const outcomes: SlicedFileOutcome[] = new Array(files.length);
    let received = 0;
    const finish = () => {
      reader.removeEventListener('message', listen);
      reader.removeEventListener('error', fail);
      resolve(outcomes);
    };
    const listen = (event: MessageEvent<SlicerResponse>) => {
      if (event.data.id !== id) return;
      outcomes[event.data.index] = event.data.outcome;
      onOutcome?.(event.data.index, event.data.outcome);
      if (++received === files.length) finish();
    };
    // The worker failed to load or crashed: every file not read yet says so, and the next read starts a new one.
    const fail = () => {
      worker?.terminate();
      worker = null;
      for (let index = 0; index < files.length; index++) {
        outcomes[index] ??= { ok: false, message: slicingMessages.unreadable };
      }
      finish();
    };
    reader.addEventListener('message', listen);
    reader.addEventListener('error', fail);
    reader.postMessage({ id, files: [...files] } satisfies SlicerRequest);
  });
}
