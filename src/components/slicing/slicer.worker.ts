// The sliced-file reader's Web Worker (issue 32): reads each file it is sent off the page's
// thread, with File.slice (only the parts that hold the numbers), and posts each outcome as soon as
// that file is read.
import { blobSource } from '@/domain/slicing/byte-source';
import { readSlicedFile } from '@/domain/slicing/read-sliced-file';
import type { SlicedFileOutcome } from '@/domain/slicing/sliced-file';

export interface SlicerRequest {
  id: number;
  files: File[];
}
export interface SlicerResponse {
  id: number;
  index: number;
  outcome: SlicedFileOutcome;
}

// The worker's global scope (the app's TypeScript knows the page's, whose postMessage differs).
const scope = self as unknown as { onmessage: unknown; postMessage: (message: SlicerResponse) => void };

scope.onmessage = async (event: MessageEvent<SlicerRequest>) => {
  const { id, files } = event.data;
  for (const [index, file] of files.entries()) {
    const outcome = await readSlicedFile(blobSource(file), file.name);
    scope.postMessage({ id, index, outcome });
  }
};
