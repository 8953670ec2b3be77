// Upload bodies for attack tests and the abuse probe: a valid PDF of any size, sent in 1 MB chunks.
import type { ClientRequest } from 'node:http';

export const MB = 1024 * 1024;

/** A PDF head followed by spaces: passes the content check, `size` bytes long. */
export function pdfBody(size: number): Buffer {
  const body = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n').copy(body);
  return body;
}

/** Writes `total` bytes of PDF to the request in 1 MB chunks (respecting back-pressure), then ends it. */
export function writePdfInChunks(request: ClientRequest, total: number): void {
  const chunk = pdfBody(MB);
  let sent = 0;
  const pump = () => {
    while (sent < total) {
      const size = Math.min(MB, total - sent);
      sent += size;
      if (!request.write(size === MB ? chunk : chunk.subarray(0, size))) return void request.once('drain', pump);
    }
    request.end();
  };
  pump();
}
