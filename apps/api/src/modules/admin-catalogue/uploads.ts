import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { NUL_REFUSED, nulFieldIn } from '@app/contracts';
import { invalid } from '@app/platform';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A file part of a multipart form, streamed to a temporary file as it arrived. */
export interface StreamedUpload {
  kind: 'upload';
  path: string;
  /** The part went past the size limit: the file holds only its first bytes and must be refused. */
  tooLarge: boolean;
}

const isStreamedUpload = (value: unknown): value is StreamedUpload =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'upload';

/**
 * A multipart form's text fields as its contract's `form` schema reads them, refused in its words (400, on the
 * first field that fails, as the route schemas' validation answers).
 */
export function formFields<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const nul = nulFieldIn(body);
  if (nul !== null) throw invalid(NUL_REFUSED, nul || undefined);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [first] = parsed.error.issues;
  throw invalid(first?.message ?? 'Invalid request', first?.path.join('.') || undefined);
}

/** The form's file part `name`, streamed to disk; `missing` (400) when there is none, or it is text. */
export function uploadedFile(body: unknown, name: string, missing: string): StreamedUpload {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (!isStreamedUpload(value)) throw invalid(missing, name);
  return value;
}

/**
 * Lets the routes registered in `scope` take multipart forms of short text fields and at most one file of up
 * to `maxFileBytes`. Each file is streamed to a temporary file under `tempDir` (never held whole in memory);
 * the form's fields become the body (`attachFieldsToBody: 'keyValues'`), a file as a StreamedUpload, which
 * the route reads with formFields and uploadedFile. Every temporary file is removed once the response is sent,
 * whatever the route did; routes remove them sooner when they are done.
 */
export async function acceptUploads(
  scope: FastifyInstance,
  { tempDir, maxFileBytes }: { tempDir: string; maxFileBytes: number },
) {
  const temporaryFiles = new WeakMap<FastifyRequest, string[]>();
  await mkdir(tempDir, { recursive: true });

  await scope.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: maxFileBytes, files: 1, fields: 12, fieldSize: 20_000, parts: 13 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const file = path.join(tempDir, `${randomBytes(12).toString('hex')}.upload`);
      temporaryFiles.set(this, [...(temporaryFiles.get(this) ?? []), file]);
      await pipeline(part.file, createWriteStream(file, { flags: 'wx' }));
      const upload: StreamedUpload = { kind: 'upload', path: file, tooLarge: part.file.truncated };
      (part as MultipartFile & { value: unknown }).value = upload;
    },
  });

  const removeTemporaryFiles = async (request: FastifyRequest) => {
    const files = temporaryFiles.get(request);
    temporaryFiles.delete(request);
    if (files) await Promise.all(files.map((file) => rm(file, { force: true })));
  };
  scope.addHook('onResponse', removeTemporaryFiles);
  scope.addHook('onRequestAbort', removeTemporaryFiles);
}

/** Removes an upload's temporary file now (the response hook would, later). */
export const discardUpload = (upload: StreamedUpload) => rm(upload.path, { force: true });
