// Reading a form post in an action without trusting it: a body that is not a form, or a form that
// cannot be parsed, is the client's error (400/415 with a logged reason), never a 500.
import type { Logger } from 'pino';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export type FormRead = { ok: true; form: FormData } | { ok: false; status: 400 | 415; reason: string };

export async function readForm(request: Request, logger?: Logger): Promise<FormRead> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  let result: FormRead;
  if (!FORM_TYPES.includes(type)) {
    result = { ok: false, status: 415, reason: `not a form: content-type "${type.slice(0, 80)}"` };
  } else {
    try {
      result = { ok: true, form: await request.formData() };
    } catch (error) {
      result = { ok: false, status: 400, reason: `unreadable form: ${(error as Error)?.message ?? error}` };
    }
  }
  if (!result.ok) logger?.info({ status: result.status, reason: result.reason }, 'form post refused');
  return result;
}

/** A form field as text; a file or a missing field is the empty string. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
