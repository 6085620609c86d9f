// The console's picture upload (decision 0508; tested in admin.test.ts): what is refused before sending — the
// server decodes the file and decides, but a file the shop will surely refuse is not worth a 10 MB upload — and the
// body it sends (the file in the field `file`).
import { PICTURE_FIELD, PICTURE_MAX_BYTES } from '@shared/pictures';
import { raiseIfNotOk } from '@client/lib/api';

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the file input offers (its `accept`): the three kinds the shop takes. */
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

/**
 * Why this file will be refused, or null to send it. A file whose type the browser does not know ('') goes to the
 * server, which reads what it really is.
 */
export function pictureFileProblem(file: { type: string; size: number }): string | null {
  if (file.type !== '' && !(PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return 'The picture must be a JPEG, PNG or WebP file.';
  }
  if (file.size > PICTURE_MAX_BYTES) {
    return `The picture is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB: please send a smaller one.`;
  }
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/** The upload's body: the file in the field the server reads. */
export function pictureForm(file: Blob, filename: string): FormData {
  const form = new FormData();
  form.append(PICTURE_FIELD, file, filename);
  return form;
}

/**
 * Sends the picture and parses the JSON answer (the product or category); the browser writes the multipart
 * content type with its boundary. Here, not in lib/api.ts: only the console uploads, and lib/api.ts is in every
 * shop page's first load.
 */
export async function uploadPicture<T>(url: string, file: File): Promise<T> {
  const res = await fetch(url, { method: 'POST', credentials: 'include', body: pictureForm(file, file.name) });
  await raiseIfNotOk(res);
  return (await res.json()) as T;
}
