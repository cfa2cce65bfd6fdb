import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * A renderer of the web app's shape, small enough to read: each page asks the API for its data
 * at /api/test/data<address>, then writes it. The test holds the data of /slow pages, so it
 * decides when they finish; /broken fails before anything is sent.
 */
const RENDERER = `
export async function renderSitemap() { return ''; }
export async function renderPage(request) {
  if (request.url === '/broken') throw new Error('the page could not be rendered');
  const answer = await request.fetch('/api/test/data' + request.url);
  const text = await answer.text();
  return {
    kind: 'page',
    status: answer.ok ? 200 : 500,
    start: '<html>' + request.template,
    end: '</html>',
    pipe: (target) => {
      target.write('<p>' + text + '</p>');
      target.end();
    },
    abort: () => {},
  };
}
`;

/** The data of the /slow pages: how many have asked for it, and when it is sent. */
let slowData = { asked: 0, released: Promise.resolve(), release: () => {} };

function holdSlowData(): void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  slowData = { asked: 0, released, release };
}

let folder: string;
let t: TestApp;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'bd-page-renders-'));
  mkdirSync(path.join(folder, 'web'));
  writeFileSync(path.join(folder, 'web', 'index.html'), '<head></head><div id="root"></div>');
  writeFileSync(path.join(folder, 'entry-server.mjs'), RENDERER);
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      WEB_DIST: path.join(folder, 'web'),
      WEB_RENDERER: path.join(folder, 'entry-server.mjs'),
      LOG_LEVEL: 'silent',
      PAGE_RENDERS: '2',
      PAGE_RENDERS_WAITING: '1',
    },
    routes: (app) =>
      app.get('/api/test/data/:page', async (request) => {
        const { page } = request.params as { page: string };
        if (page === 'slow') {
          slowData.asked++;
          await slowData.released;
        }
        return `data for ${page}`;
      }),
  });
}, 60_000);

afterEach(() => slowData.release());

afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

const open = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The answer, and whether it has come yet. */
function watch(answer: Promise<LightMyRequestResponse>) {
  const watched = { answer, done: false };
  void answer.then(() => (watched.done = true));
  return watched;
}

describe('each process renders its own pages, a few at a time (decisions 030 and 070)', () => {
  it('while one page waits for its data, another is rendered and sent', async () => {
    holdSlowData();
    const slow = watch(open('/slow'));
    await expect.poll(() => slowData.asked).toBe(1);
    const fast = await open('/fast');
    expect(fast.statusCode).toBe(200);
    expect(fast.body).toBe('<html><head></head><div id="root"></div><p>data for fast</p></html>');
    expect(slow.done).toBe(false);
    slowData.release();
    expect((await slow.answer).body).toContain('<p>data for slow</p>');
  });

  it('past the concurrency limit a page waits in the queue; past the queue a shopper gets the busy page', async () => {
    holdSlowData();
    const slow = [watch(open('/slow')), watch(open('/slow'))];
    await expect.poll(() => slowData.asked).toBe(2);
    // Both slots are taken: one page may wait, the next is turned away at once.
    const queued = [watch(open('/fast')), watch(open('/fast'))];
    const first = await Promise.race(queued.map((page) => page.answer));
    expect(first.statusCode).toBe(503);
    expect(first.body).toContain('Busy right now');
    const waitingPage = queued.find((page) => !page.done)!;
    expect(slow.some((page) => page.done)).toBe(false);
    slowData.release();
    for (const page of slow) expect((await page.answer).statusCode).toBe(200);
    expect((await waitingPage.answer).body).toContain('<p>data for fast</p>');
  });

  it('a page whose render fails gets the Something went wrong page, and its slot comes back', async () => {
    for (let i = 0; i < 3; i++) {
      const broken = await open('/broken');
      expect(broken.statusCode).toBe(500);
      expect(broken.headers['cache-control']).toBe('no-store');
      expect(broken.body).toContain('Something went wrong');
    }
    expect((await open('/after')).statusCode).toBe(200);
  });
});
