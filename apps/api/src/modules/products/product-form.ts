import { PRODUCT_LIMITS } from '@better-deals/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { assertNoNul } from '../../plugins/input-guard';
import { sniffImageType } from './image-sniff';

interface UploadedFile {
  field: string;
  /** As sent by the client: for messages only, never for storage. */
  filename: string;
  data: Buffer;
}

export interface ProductForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

const MB = PRODUCT_LIMITS.imageBytesMax / (1024 * 1024);

/**
 * Reads a product form (multipart, or JSON for text-only edits) fully into memory, checking every
 * file's content. Nothing is stored until the whole request has arrived and passed, so an aborted
 * or refused upload leaves no files behind.
 */
export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body))
      throw new AppError('bad_request', 'The request body must be a form.');
    const fields = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return { fields, files: [] };
  }

  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: PRODUCT_LIMITS.imageBytesMax,
        files: PRODUCT_LIMITS.imagesMax,
        fields: 40,
        fieldSize: 64 * 1024,
        parts: 60,
      },
    })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('bad_request', `${part.fieldname} is too long.`);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'images') {
        part.file.resume();
        throw new AppError(
          'bad_request',
          `Unexpected file field "${part.fieldname}": send images as "images".`,
        );
      }
      const data = await part.toBuffer();
      files.push({ field: part.fieldname, filename: part.filename, data });
    }
  } catch (error) {
    throw toUploadError(error);
  }
  assertNoNul(fields);

  files.forEach((file, index) => {
    if (!sniffImageType(file.data)) {
      throw new AppError(
        'unsupported_media_type',
        `images[${index}]: only JPEG, PNG, WebP, GIF or AVIF images are accepted${file.data.length === 0 ? ' (the file is empty)' : ''}.`,
      );
    }
  });
  return { fields, files };
}

function toUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payload_too_large', `Each image must be at most ${MB} MB.`);
    case 'FST_FILES_LIMIT':
      return new AppError(
        'payload_too_large',
        `A product may have at most ${PRODUCT_LIMITS.imagesMax} images.`,
      );
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('payload_too_large', 'The form has too many fields.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'The upload is too large.');
    default:
      // Anything else the form parser raises (no boundary, a broken part header, a body that
      // ends mid-part, a prototype-poisoning field name) means the form itself is malformed.
      return new AppError('bad_request', 'The form could not be read.');
  }
}
