/**
 * Renders the demo catalogue's pictures into demo-pictures/, the copies a first start seeds from.
 * Run it after changing a drawing or the catalogue:
 *   npm run demo:pictures -w apps/api
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createImageStore } from '../../modules/images/image-store';
import { buildDemoCatalogue } from './demo-catalogue';
import { distinctPictures, SHIPPED_PICTURES_DIR, writeShippedPictures } from './demo-pictures';

// The store only encodes here; nothing is saved under its uploads folder.
const scratch = mkdtempSync(path.join(tmpdir(), 'bd-pictures-'));
try {
  const pictures = distinctPictures(buildDemoCatalogue());
  const { files, bytes } = await writeShippedPictures(
    createImageStore({ uploadsDir: scratch }),
    pictures,
    SHIPPED_PICTURES_DIR,
  );
  console.log(
    `${pictures.size} pictures, ${files} files, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${SHIPPED_PICTURES_DIR}`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
