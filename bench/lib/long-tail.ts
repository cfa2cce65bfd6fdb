import autocannon from 'autocannon';
import { CATEGORIES, SORT_VALUES } from '../../packages/domain/src/catalogue-constants';
import { withCpu, type CpuSplit } from './cpu-split';

/** What one long-tail mix measured: every request a URL asked once. */
export interface LongTailFigures {
  mix: LongTailMix;
  label: string;
  requests: number;
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** URLs asked more than once (should be 0: each URL is new to the cache). */
  repeats: number;
  /** Processor time per request of the server, the database and the load generator (Linux). */
  cpuMs?: CpuSplit;
}

export type LongTailMix = 'filters' | 'search' | 'deep';

const LABELS: Record<LongTailMix, string> = {
  filters: 'Random category + sort + price range + rating, pages 1–20',
  search: 'Search (40 everyday words, a third with typos) + sort + page',
  deep: 'Deep pages (any sort, page up to the last one)',
};

/** Forty words shoppers type every day. */
const WORDS = [
  'phone',
  'iphone',
  'samsung',
  'laptop',
  'tv',
  'television',
  'fridge',
  'blender',
  'fan',
  'kettle',
  'shoe',
  'sneakers',
  'dress',
  'shirt',
  'jeans',
  'watch',
  'bag',
  'perfume',
  'cream',
  'soap',
  'rice',
  'oil',
  'drink',
  'juice',
  'book',
  'novel',
  'toy',
  'game',
  'ball',
  'bicycle',
  'tyre',
  'battery',
  'charger',
  'headphones',
  'speaker',
  'generator',
  'iron',
  'microwave',
  'hp',
  'tecno',
];

/** A small seeded generator, so every run asks the same sequence of URLs. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One slip, as a thumb makes on a phone: two letters swapped, one missing or one doubled. */
function typo(word: string, next: () => number): string {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 3);
  if (kind === 0) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at] + word.slice(at);
}

/**
 * A stream of URLs of one mix, none repeated: real shoppers' queries are a long tail, so the
 * response cache cannot answer them and every request reaches the database.
 */
export function longTailUrls(mix: LongTailMix, { seed = 1, lastPage = 8000 } = {}): () => string {
  const next = random(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const seen = new Set<string>();
  const make = (): string => {
    const params = new URLSearchParams();
    if (mix === 'filters') {
      if (next() < 0.8) params.set('category', pick(CATEGORIES));
      params.set('sortBy', pick(SORT_VALUES));
      const low = Math.floor(next() * 200) * 500;
      params.set('minPrice', String(low));
      params.set('maxPrice', String(low + 5_000 + Math.floor(next() * 400) * 1_000));
      if (next() < 0.5) params.set('minRating', String(1 + Math.floor(next() * 4)));
      params.set('page', String(1 + Math.floor(next() * 20)));
    } else if (mix === 'search') {
      const words = [pick(WORDS), ...(next() < 0.3 ? [pick(WORDS)] : [])].map((w) =>
        next() < 1 / 3 ? typo(w, next) : w,
      );
      params.set('search', words.join(' '));
      params.set('sortBy', pick(SORT_VALUES));
      params.set('page', String(1 + Math.floor(next() * 5)));
    } else {
      params.set('sortBy', pick(SORT_VALUES));
      params.set('page', String(1 + Math.floor(next() * lastPage)));
    }
    return `/api/products?${params.toString()}`;
  };
  return () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const url = make();
      if (!seen.has(url)) {
        seen.add(url);
        return url;
      }
    }
    // The mix is nearly used up: a floor price of a few naira (which leaves out no real
    // product) keeps the URL new and the query a real one.
    for (;;) {
      const url = `${make()}&minPrice=${1 + Math.floor(next() * 1000)}`;
      if (!seen.has(url)) {
        seen.add(url);
        return url;
      }
    }
  };
}

/**
 * Runs one long-tail mix against `base` for `durationSec` at `connections`, after `warmUpSec` at
 * 4 connections on the same sequence's first URLs (as each fixed URL is warmed up before it is
 * measured): the measured run never asks a URL the warm-up asked.
 */
export async function runLongTail(
  base: string,
  mix: LongTailMix,
  {
    connections,
    durationSec,
    warmUpSec = 0,
    lastPage,
    seed,
    serverPid,
  }: {
    connections: number;
    durationSec: number;
    warmUpSec?: number;
    lastPage?: number;
    seed?: number;
    /** The server's process, whose processor time (and its children's) is measured. */
    serverPid?: number;
  },
): Promise<LongTailFigures> {
  const nextUrl = longTailUrls(mix, { seed, lastPage });
  const asked = new Map<string, number>();
  const run = (count: boolean, options: { connections: number; duration: number }) =>
    autocannon({
      url: base,
      ...options,
      requests: [
        {
          setupRequest: (request) => {
            const path = nextUrl();
            if (count) asked.set(path, (asked.get(path) ?? 0) + 1);
            return { ...request, path };
          },
        },
      ],
    });
  if (warmUpSec > 0) await run(false, { connections: 4, duration: warmUpSec });
  const { result, cpuMs } = await withCpu(serverPid, () => run(true, { connections, duration: durationSec }));
  return {
    mix,
    label: LABELS[mix],
    requests: result.requests.total,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    repeats: [...asked.values()].filter((n) => n > 1).length,
    ...(cpuMs && { cpuMs }),
  };
}
