import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate } from './database-template';

/**
 * Vitest global setup of the API project: migrates one template database for the whole run
 * (see database-template.ts) and removes it when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await createDatabaseTemplate(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplate', template);
  return remove;
}
