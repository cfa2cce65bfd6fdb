import path from 'node:path';
import { PGDATA_TEMPLATE_DIR, writePgdataTemplate } from '../db/pgdata-template';

/**
 * `npm run db:template -w apps/api`: rewrites the new-cluster template, after a PGlite upgrade or
 * to take in new migrations.
 */
async function main(): Promise<void> {
  const { bytes } = await writePgdataTemplate();
  console.log(
    `Wrote ${path.relative(process.cwd(), PGDATA_TEMPLATE_DIR)} (${(bytes / 1024 / 1024).toFixed(2)} MB).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
