/** How long the file's object URL outlives the click: the browser copies it when the download starts. */
const REVOKE_AFTER_MS = 10_000;

/** Saves text as a file the browser downloads (a Blob behind a temporary link, clicked once). */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
