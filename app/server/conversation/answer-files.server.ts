// The files a customer sends with her answer (issue 39): the checkout's checks (upload-checks.server.ts:
// the name without path or control characters, an allowed extension, the real type from the content's
// magic bytes, never the browser's claim; at most 50 MB a file), then private storage below the case's
// folder, case-files/{caseId}/answers/{questionId}/…, which the case-data deletion removes with the
// rest. The hourly upload limits of the checkout are not needed here: only a question staff asked
// opens the form, one answer closes it, and the form's size is bounded (answer-request.server.ts).
import { extensionOf } from '#app/lib/checkout-schema.ts';
import { ANSWER_FILES_MAX, answerFileMessages } from '#app/lib/conversation.ts';
import {
  checkFileName,
  detectMime,
  MIME_BY_EXTENSION,
  SNIFF_BYTES,
  safeFileName,
} from '../checkout/upload-checks.server.ts';
import { MAX_FILE_BYTES } from '../checkout/uploads.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';

/** A file that passed the checks: its checked name and the type its content shows. */
export interface CheckedFile {
  file: File;
  name: string;
  mime: string;
}

/** A file written to storage, ready to be recorded as uploaded_documents kind 'answer'. */
export interface StoredAnswerFile {
  fileName: string;
  fileSize: number;
  fileType: string;
  filePath: string;
  sha256: string;
}

/** The form's file fields without the empty one a browser sends when nothing was chosen. */
export function chosenFiles(values: FormDataEntryValue[]): File[] {
  return values.filter((value): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== ''));
}

/** Checks every file before any is stored; the first refusal in German. */
export async function checkAnswerFiles(
  files: File[],
): Promise<{ ok: true; files: CheckedFile[] } | { ok: false; message: string }> {
  if (files.length > ANSWER_FILES_MAX) return { ok: false, message: answerFileMessages.tooMany };
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const shown = file.name.slice(0, 80) || 'Datei';
    const name = checkFileName(file.name);
    if (!name.ok || file.size === 0) return { ok: false, message: answerFileMessages.invalidType(shown) };
    if (file.size > MAX_FILE_BYTES) return { ok: false, message: answerFileMessages.tooLarge };
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const mime = await detectMime(head);
    if (!mime || mime !== MIME_BY_EXTENSION[extensionOf(name.name)])
      return { ok: false, message: answerFileMessages.invalidType(shown) };
    checked.push({ file, name: name.name, mime });
  }
  return { ok: true, files: checked };
}

async function* chunksOf(file: File): AsyncGenerator<Uint8Array> {
  const reader = file.stream().getReader();
  while (true) {
    const next = await reader.read();
    if (next.done) return;
    yield next.value;
  }
}

/** Writes the checked files; on any failure the ones already written are removed again. */
export async function storeAnswerFiles(
  storage: FileStorage,
  caseId: string,
  questionId: string,
  files: CheckedFile[],
  now: Date,
): Promise<StoredAnswerFile[]> {
  const stored: StoredAnswerFile[] = [];
  try {
    for (const [index, { file, name, mime }] of files.entries()) {
      const filePath = `case-files/${caseId}/answers/${questionId}/${now.getTime()}-${index + 1}-${safeFileName(name)}`;
      const written = await storage.write(filePath, chunksOf(file), { maxBytes: MAX_FILE_BYTES });
      stored.push({ fileName: name, fileSize: written.size, fileType: mime, filePath, sha256: written.sha256 });
    }
  } catch (error) {
    await removeAnswerFiles(storage, stored);
    throw error;
  }
  return stored;
}

export async function removeAnswerFiles(storage: FileStorage, files: readonly { filePath: string }[]): Promise<void> {
  for (const file of files) await storage.remove(file.filePath).catch(() => undefined);
}
