// A staff upload of one picture (OPERATIONS §1, decision 0508): multipart/form-data with the file in the field
// `file`, at most 10 MB. A route that takes one registers `acceptPictureUploads` in its own plugin (the multipart
// parser and its per-request hook stay off every other route) and calls `savePictureUpload`. What is not a
// picture is a 400 naming `file`; a file over 10 MB is a 413 and is not read past its limit.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, fieldErrors } from '../../plugins/errors';
import { DEFAULT_PICTURE_WIDTH, PICTURE_FIELD, PICTURE_MAX_BYTES, pictureUrl } from '@shared/pictures';
import { makePicture, PictureRefused, type PictureShape } from './processing';

/** Registers the multipart parser, limited to one picture, in the calling plugin only. */
export async function acceptPictureUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
  });
}

const tooLarge = () =>
  new HttpError(
    413,
    `The picture is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB: please send a smaller one.`,
    {},
    [{ path: `body.${PICTURE_FIELD}`, message: `must be at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB` }],
  );

const refused = (message: string) =>
  fieldErrors([{ field: PICTURE_FIELD, message }], `The picture was refused: it ${message}.`);

/** The bytes of the request's one file in `file`; anything else in the form is refused. */
export async function readPictureFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refused('must be sent as multipart/form-data');
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue; // text fields are ignored: the upload takes none
      if (part.fieldname !== PICTURE_FIELD) {
        part.file.resume();
        throw fieldErrors([
          {
            field: part.fieldname.slice(0, 40),
            message: `is not a field of this upload (send the picture as ${PICTURE_FIELD})`,
          },
        ]);
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw refused('must be one file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw refused('must be sent alone');
    // A form the parser cannot read (a broken boundary, a body cut short).
    if (
      (error as { statusCode?: number }).statusCode !== undefined &&
      (error as { statusCode: number }).statusCode < 500
    ) {
      throw refused('must be sent as multipart/form-data');
    }
    throw error;
  }
  if (!file) throw refused('is required: choose a JPEG, PNG or WebP picture');
  if (file.length === 0) throw refused('is empty');
  return file;
}

/**
 * Reads the request's picture, checks it by decoding it, makes its variants and keeps them in the store: the
 * address of its default width, for `imageUrl`.
 */
export async function savePictureUpload(
  request: FastifyRequest,
  shape: PictureShape,
): Promise<{ imageUrl: string; hash: string; bytes: number }> {
  const source = await readPictureFile(request);
  let made;
  try {
    made = await makePicture(source, shape);
  } catch (error) {
    if (error instanceof PictureRefused) throw refused(error.message);
    throw error;
  }
  const store = request.server.pictures;
  // All the variants are kept before the address is given out: no page can name a width that is not there yet.
  await Promise.all(made.variants.map((v) => store.put(v.name, v.bytes, 'image/webp')));
  return { imageUrl: pictureUrl(made.hash, DEFAULT_PICTURE_WIDTH), hash: made.hash, bytes: source.length };
}
