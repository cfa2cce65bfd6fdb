import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_REPORT_FILE, firstLoad, modulesMatching, type ChunkReport } from '../build/chunk-report';
import { ADMIN_CODE, SHOPPER_ROUTES } from '../build/shopper-routes';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let outDir: string;
let report: ChunkReport;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'bd-web-build-'));
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  report = JSON.parse(readFileSync(path.join(outDir, CHUNK_REPORT_FILE), 'utf8')) as ChunkReport;
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('a shopper on a phone never downloads the admin area', () => {
  it('the app entry holds no admin code', () => {
    expect(modulesMatching(report, firstLoad(report).js, ADMIN_CODE)).toEqual([]);
  });

  it.each(SHOPPER_ROUTES)('the first load of $path holds no admin code', ({ module }) => {
    expect(modulesMatching(report, firstLoad(report, module).js, ADMIN_CODE)).toEqual([]);
  });

  it('no page other than /admin loads admin code, including pages added later', () => {
    const pages = Object.values(report)
      .map((chunk) => chunk.facade)
      .filter(
        (facade): facade is string => !!facade?.startsWith('src/app/routes/') && !ADMIN_CODE.test(facade),
      );
    expect(pages.length).toBeGreaterThan(SHOPPER_ROUTES.length);
    const leaks = pages.filter(
      (page) => modulesMatching(report, firstLoad(report, page).js, ADMIN_CODE).length > 0,
    );
    expect(leaks).toEqual([]);
  });

  it('the admin page itself does load the admin code (so the check above can see it)', () => {
    const admin = firstLoad(report, 'src/app/routes/admin.tsx');
    expect(modulesMatching(report, admin.js, ADMIN_CODE).length).toBeGreaterThan(1);
  });
});

describe("a shopper's first screen comes in few files", () => {
  // On HTTP/1.1 a browser opens six connections to a server; files beyond those wait a round trip.
  it.each(SHOPPER_ROUTES)('$path loads at most six JavaScript files first', ({ module }) => {
    expect(firstLoad(report, module).js.length).toBeLessThanOrEqual(6);
  });

  it("the router is React Router's production build, without its development checks", () => {
    const modules = Object.values(report).flatMap((chunk) => chunk.modules);
    const router = modules.filter((id) => id.startsWith('node_modules/react-router/'));
    expect(router.length).toBeGreaterThan(0);
    expect(router.filter((id) => id.includes('/dist/development/'))).toEqual([]);
  });

  it("the entry carries none of React Router's components the store does not render", () => {
    const entry = firstLoad(report)
      .js.map((file) => readFileSync(path.join(outDir, file), 'utf8'))
      .join('\n');
    // React Router is there (its location and history)…
    expect(entry.includes('useLocation()')).toBe(true);
    // …but not its Link (the store has its own), Form, ScrollRestoration, framework context, or
    // its route ranking (the store's table is matched by app/router.tsx).
    const unused = [
      'data-discover',
      'useViewTransitionState',
      'FrameworkContext',
      'fetcherKey',
      'Route path "',
    ];
    expect(unused.filter((text) => entry.includes(text))).toEqual([]);
  });
});

describe('search engines', () => {
  it('find a robots.txt that lets them read the shop and keeps them out of accounts and staff pages', () => {
    const robots = readFileSync(path.join(outDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    for (const page of ['/admin', '/dashboard', '/checkout', '/api/'])
      expect(robots).toMatch(new RegExp(`^Disallow: ${page}$`, 'm'));
  });
});
