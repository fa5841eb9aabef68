import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commonMessages, fieldMessages } from '../lib/common-messages.ts';
import { HttpError, invalidField, invalidFields } from '../lib/http-error.ts';

/**
 * Reads `multipart/form-data` bodies for the contract's upload operations.
 *
 * The contract describes such a body as a form (`{ avatar: string, format: binary }`), which is what the
 * generated client and docs need, but the route cannot validate a stream against it: the file is only
 * read inside the handler, where the size limit comes from the site settings. So the multipart schema is
 * taken off each route as it is built (an `onRoute` hook, which runs before Fastify compiles the
 * validators), and the handler reads and checks the file with `readUploadedFile`, answering 422 on the
 * field as the contract says. Other content types of the same body keep their validation; a type the
 * operation does not list answers 415 before any of this (request-guards.ts).
 */
export async function multipartBodies(app: FastifyInstance) {
  // One part: the file. Fields and extra files are not part of any upload operation.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024 } });
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: { content?: { 'multipart/form-data'?: unknown } } } | undefined;
    if (schema?.body?.content) delete schema.body.content['multipart/form-data'];
  });
}

/** A file read from a multipart body. */
export interface UploadedFile {
  data: Buffer;
  /** The name the browser gave, without any folder. */
  filename: string;
  /** True when the file was larger than `maxBytes`: `data` then holds only its start. */
  tooLarge: boolean;
}

/**
 * The file sent in `field` of a multipart body, read into memory up to `maxBytes`; a form without a file
 * in `field` answers 422 on `field`, and one with other fields before it 422 on each of them. (A body of
 * another type never gets here: it answers 415.)
 */
export async function readUploadedFile(
  request: FastifyRequest,
  { field, maxBytes }: { field: string; maxBytes: number },
): Promise<UploadedFile> {
  const part = await unlessMalformed(
    request.file({ limits: { fileSize: maxBytes }, throwFileSizeLimit: false }),
  );
  if (part?.fieldname !== field) throw invalidField(field, fieldMessages.required);
  // The form's other fields up to the file: the contract's form has none, and a field is never dropped
  // in silence (as JSON bodies refuse theirs).
  const others = Object.keys(part.fields).filter((name) => name !== field);
  if (others.length) {
    throw invalidFields(
      Object.fromEntries(others.map((name) => [name, [{ message: fieldMessages.unknownField }]])),
    );
  }
  const data = await unlessMalformed(part.toBuffer());
  return {
    data,
    filename: part.filename.split(/[\\/]/).pop() ?? '',
    tooLarge: part.file.truncated,
  };
}

/**
 * The parser's own failures on a form it cannot read (a missing boundary, a form cut short) carry no
 * status, unlike the plugin's limits: they are the client's fault, so 400.
 */
async function unlessMalformed<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw new HttpError(400, commonMessages.malformedBody);
  }
}
