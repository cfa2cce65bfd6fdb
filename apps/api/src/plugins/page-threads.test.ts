import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InProcessFetch, RenderedPage } from './page-thread-protocol';
import { createPageThreads, type PageThreads } from './page-threads';

/*
 * A renderer of the web app's shape, small enough to read: each page asks the API for its
 * address's data, then writes it in two pieces. Some addresses fail, log or stop their thread,
 * so what crosses between the threads can be watched.
 */
const RENDERER = `
import { threadId } from 'node:worker_threads';
export async function renderSitemap() { return ''; }
export async function renderPage(request) {
  if (request.url === '/stop-the-thread') process.exit(3);
  if (request.url === '/broken') throw new Error('the page could not be drawn');
  if (request.url === '/old') return { kind: 'redirect', status: 301, location: '/new' };
  if (request.url === '/half-broken') request.onError(new Error('a part failed'));
  const answer = await request.fetch('/api/data' + request.url, { method: 'GET' });
  const text = await answer.text();
  let aborted = false;
  return {
    kind: 'page',
    status: answer.ok ? 200 : 404,
    start: '<html data-thread="' + threadId + '" data-cookie="' + (request.cookie ?? '') + '">' + request.template,
    end: '</html>',
    pipe: (target) => {
      target.write('<p>' + text + '</p>');
      setImmediate(() => {
        if (request.url === '/stop-while-writing') process.exit(4);
        if (!aborted) target.write('<p>' + request.origin + '</p>');
        target.end();
      });
    },
    abort: () => { aborted = true; },
  };
}
`;

let folder: string;
let renderer: string;
let threads: PageThreads | undefined;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'bd-page-threads-'));
  const file = path.join(folder, 'entry-server.mjs');
  writeFileSync(file, RENDERER);
  renderer = pathToFileURL(file).href;
});

afterEach(async () => {
  await threads?.close();
  threads = undefined;
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const start = (count: number) =>
  (threads = createPageThreads(count, { renderer, template: '<head></head>', routePreloads: {} }));

/** The API as the server's thread answers a page: the address asked, or 404 for /api/data/missing. */
const api: InProcessFetch = async (url) => {
  const missing = url.endsWith('/missing');
  return { status: missing ? 404 : 200, ok: !missing, text: async () => `data for ${url}` };
};

/** The whole document of a rendered page: what a phone receives. */
async function documentOf(page: RenderedPage): Promise<string> {
  if (page.kind !== 'page') throw new Error(`a ${page.kind}, not a page`);
  let html = '';
  await new Promise<void>((resolve, reject) => {
    page.pipe(
      new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          html += chunk.toString();
          done();
        },
        final: (done) => {
          resolve();
          done();
        },
        destroy: (error, done) => {
          if (error) reject(error);
          done(error);
        },
      }),
    );
  });
  return page.start + html + page.end;
}

const request = (url: string, cookie?: string) => ({ url, origin: 'https://shop.example.ng', cookie });
const noErrors = (error: unknown) => {
  throw error;
};

describe('pages drawn in threads of their own (decision 037)', () => {
  it("a page's calls to the API are answered by the server's thread, and its HTML comes back whole", async () => {
    const page = await start(1).render(request('/store', 'cart=1'), api, noErrors);
    expect(page).toMatchObject({ kind: 'page', status: 200 });
    const html = await documentOf(page);
    expect(html).toMatch(/^<html data-thread="\d+" data-cookie="cart=1"><head><\/head>/);
    expect(html).toContain('<p>data for /api/data/store</p><p>https://shop.example.ng</p></html>');
  });

  it('a status the API answers reaches the page, and a redirect comes back as one', async () => {
    const pool = start(1);
    expect(await pool.render(request('/missing'), api, noErrors)).toMatchObject({
      kind: 'page',
      status: 404,
    });
    expect(await pool.render(request('/old'), api, noErrors)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/new',
    });
  });

  it("a render that fails fails with the renderer's own message; a part that fails is told to the server", async () => {
    const pool = start(1);
    await expect(pool.render(request('/broken'), api, noErrors)).rejects.toThrow(
      'the page could not be drawn',
    );
    const logged: unknown[] = [];
    const page = await pool.render(request('/half-broken'), api, (error) => logged.push(error));
    await documentOf(page);
    expect(logged).toHaveLength(1);
    expect((logged[0] as Error).message).toBe('a part failed');
  });

  it('an API call that fails on the server reaches the renderer as a failed call', async () => {
    const failing: InProcessFetch = () => Promise.reject(new Error('the API is down'));
    await expect(start(1).render(request('/store'), failing, noErrors)).rejects.toThrow('the API is down');
  });

  it('while one page waits for its data, the next is drawn in the other thread', async () => {
    const pool = start(2);
    let answerSlow = () => {};
    const answered = new Promise<void>((resolve) => (answerSlow = resolve));
    const slowApi: InProcessFetch = (url) => answered.then(() => api(url));
    const slow = pool.render(request('/slow'), slowApi, noErrors);
    const other = await documentOf(await pool.render(request('/fast'), api, noErrors));
    answerSlow();
    const first = await documentOf(await slow);
    const threadOf = (html: string) => /data-thread="(\d+)"/.exec(html)?.[1];
    expect(threadOf(first)).toBeDefined();
    expect(threadOf(other)).not.toBe(threadOf(first));
  });

  it('a page let go before it is written sends nothing more, and its thread goes on drawing', async () => {
    const pool = start(1);
    const page = await pool.render(request('/store'), api, noErrors);
    if (page.kind !== 'page') throw new Error('expected a page');
    page.abort();
    expect(await documentOf(page)).toBe(`${page.start}</html>`);
    expect(await documentOf(await pool.render(request('/next'), api, noErrors))).toContain(
      'data for /api/data/next',
    );
  });

  it('a thread that stops fails the page it was drawing, and the next page gets a new thread', async () => {
    const pool = start(1);
    await expect(pool.render(request('/stop-the-thread'), api, noErrors)).rejects.toThrow(
      'a page thread stopped (exit code 3)',
    );
    expect(await documentOf(await pool.render(request('/store'), api, noErrors))).toContain(
      'data for /api/data/store',
    );
  });

  it('a thread that stops while a page is being sent ends that page where it got to, and says why', async () => {
    const pool = start(1);
    const logged: unknown[] = [];
    const page = await pool.render(request('/stop-while-writing'), api, (error) => logged.push(error));
    const html = await documentOf(page);
    expect(html).toContain('<p>data for /api/data/stop-while-writing</p>');
    expect(html).not.toContain('https://shop.example.ng</p>');
    expect((logged[0] as Error).message).toBe('a page thread stopped (exit code 4)');
  });

  it('once closed, no page is taken', async () => {
    const pool = start(1);
    await pool.close();
    await expect(pool.render(request('/store'), api, noErrors)).rejects.toThrow('closed');
  });
});
