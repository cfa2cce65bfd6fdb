import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  CHUNK_REPORT_FILE,
  firstLoad,
  modulesMatching,
  type ChunkReport,
} from '../../apps/web/build/chunk-report';
import { ADMIN_CODE, SHOPPER_ROUTES } from '../../apps/web/build/shopper-routes';

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBundle {
  path: string;
  files: number;
  js: Sizes;
  css: Sizes;
  adminModules: string[];
}

function sizesOf(dist: string, files: readonly string[]): Sizes {
  const sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const data = readFileSync(path.join(dist, file));
    sizes.raw += data.length;
    sizes.gzip += gzipSync(data, { level: 9 }).length;
    sizes.brotli += brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return sizes;
}

/** What each shopper page downloads first (entry, its page chunk and all they import), measured. */
export function measureBundles(dist: string): RouteBundle[] {
  const report = JSON.parse(readFileSync(path.join(dist, CHUNK_REPORT_FILE), 'utf8')) as ChunkReport;
  return SHOPPER_ROUTES.map(({ path: route, module }) => {
    const load = firstLoad(report, module);
    return {
      path: route,
      files: load.js.length,
      js: sizesOf(dist, load.js),
      css: sizesOf(dist, load.css),
      adminModules: modulesMatching(report, load.js, ADMIN_CODE),
    };
  });
}
