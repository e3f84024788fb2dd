import type { ImportFile } from '../../import/import-types';
import { MAX_FILE_CHARS } from '../../import/import-plan';

/** Reads chosen files as text; files too big to read are returned as an empty marker the planner reports. */
export async function readFiles(list: FileList | File[]): Promise<{ files: ImportFile[]; tooBig: string[] }> {
  const files: ImportFile[] = [];
  const tooBig: string[] = [];
  for (const file of Array.from(list)) {
    const path = file.webkitRelativePath || file.name;
    // UTF-16 code units never exceed UTF-8 bytes, so the byte size bounds the text length.
    if (file.size > MAX_FILE_CHARS * 4) {
      tooBig.push(path);
      continue;
    }
    files.push({ path, text: await file.text() });
  }
  return { files, tooBig };
}

/** Offers a JSON document as a download, named with today's date. */
export function downloadJson(name: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
