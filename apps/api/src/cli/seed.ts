import path from 'node:path';
import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoCatalogue } from '../db/seed/seed';
import { createImageStore } from '../modules/images/image-store';

/** `npm run db:seed`: seeds the demo catalogue into the configured database if it never was. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const imageStore = createImageStore({ uploadsDir: path.join(config.dataDir, 'uploads') });
    const result = await seedDemoCatalogue({ db: database.db, imageStore });
    console.log(
      result
        ? `Seeded ${result.products} demo products.`
        : 'Nothing to seed: the demo catalogue was seeded before, or the database already holds products.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
