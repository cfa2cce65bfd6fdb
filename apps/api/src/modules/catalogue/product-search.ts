import { alsoMeant, correctionsOf, searchWords } from '@better-deals/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import type { CatalogueGeneration } from './catalogue-generation';

/**
 * The shopper's product search, in one place (decision 023):
 * 1. The search is split into words (at most `MAX_WORDS`).
 * 2. A word that begins a word of some product (as full-text search reads it: "galax" for
 *    "Galaxy", "batteries" for "Battery") is kept as it is.
 * 3. A word that begins none is read as its corrections: the words of the catalogue's dictionary
 *    (`search_words`, the words of titles, brands, categories and tags) fewest slips away, by the
 *    domain's `correctionsOf`; candidates come from the dictionary's trigram index, nearest first.
 *    "iphnoe" becomes "iphone", "labtop" "laptop". A shopper's word with no correction is left
 *    out, unless every word is, and then nothing matches; a staff member's is kept as typed.
 * 4. Each remaining word (or correction) also stands for the other words the catalogue uses for
 *    the same thing (the domain's `alsoMeant`: "phone" for smartphones, "tv" for televisions);
 *    a word that begins none but has such words ("fridge") is read as them, not corrected.
 * 5. A product matches when it holds every remaining word (or one of its corrections or other
 *    words) as the beginning of a word: `(iphone:*) & (13:*)` on the weighted `search_vector`.
 * 6. Order: products whose brand is named by a word of the search first ("hp laptop" puts HP
 *    before the rest), then those whose title holds every word, then full-text rank (title above
 *    brand and category, above tags, above description), then sales, then id.
 */

/** Words of one search that count; the rest are ignored. */
const MAX_WORDS = 8;
/** Dictionary words read as candidates for a word that matches nothing, nearest first. */
const NEAR_WORDS = 12;
/** At most this many corrections stand for one mistyped word. */
const CORRECTIONS = 3;
/** Word lookups cached per catalogue generation, before starting again. */
const MAX_REMEMBERED_WORDS = 5000;

/** What the catalogue says of one search word. */
interface WordSense {
  /** A word full-text search passes over ("the", "with"). */
  stop: boolean;
  /** Some product holds a word beginning with it. */
  known: boolean;
  /** When not known: dictionary words nearest in trigram distance, nearest first. */
  near: string[];
}

/** The words a search stands for: one group per word that counts, a product needs each group. */
type SearchTerms = string[][];

export interface SearchParts {
  where: SQL;
  /** The same condition on another search vector (a subquery's). */
  matching: (vector: SQLWrapper) => SQL;
  /** Relevance's keys, the first deciding, each sorting high to low (not the final tie-break on id). */
  rank: SQL[];
  /** The values of the placeholders the parts are written on. */
  values: Record<string, unknown>;
  /** What the parts' text depends on, for the statement's cache key: whether there are words at all. */
  statementKey: string;
}

/** Where the catalogue is read from: staff and shoppers apart (decision 024). */
export interface CatalogueReaders {
  /** Staff reads. */
  db: Db;
  /** Shoppers' reads: on PostgreSQL a pool of their own whose statements time out. */
  shopperDb?: Db;
  generation?: CatalogueGeneration;
}

export function createProductSearch({ db, shopperDb = db, generation }: CatalogueReaders) {
  let senses = new Map<string, WordSense>();
  let sensesStamp = '';

  /**
   * What the catalogue says of each word: one statement for those not yet looked up. Remembered
   * while the listing stays the same (the words of titles, descriptions, brands, categories and
   * tags, and which products are visible, move it; an order does not).
   */
  async function sensesOf(words: string[], staff: boolean): Promise<Map<string, WordSense>> {
    const stamp = generation?.listingStamp() ?? '';
    if (stamp !== sensesStamp || !generation || senses.size > MAX_REMEMBERED_WORDS) {
      senses = new Map();
      sensesStamp = stamp;
    }
    const key = (word: string) => `${staff ? 'staff' : 'shopper'}:${word}`;
    const found = new Map<string, WordSense>();
    for (const word of words) {
      const remembered = senses.get(key(word));
      if (remembered) found.set(word, remembered);
    }
    const missing = words.filter((word) => !found.has(word));
    if (missing.length === 0) return found;
    const list = sql.join(
      missing.map((word) => sql`${word}`),
      sql`, `,
    );
    // A stop word ("the", "with") is no word of any product, nor a slip: it is passed over.
    // Staff search every status, shoppers only what they can see (bd_search_word_known's flag).
    // Both drivers answer raw SQL with `{ rows }`; the shared database type leaves it unknown.
    const { rows } = (await (staff ? db : shopperDb).execute(sql`
      select q.word, w.stop, k.known,
        case when w.stop or k.known then '{}'::text[]
             else array(select s.word from search_words s order by s.word <-> q.word limit ${NEAR_WORDS})
        end as near
      from unnest(array[${list}]::text[]) as q(word)
      cross join lateral (select length(to_tsvector('english', q.word)) = 0 as stop) w
      cross join lateral (
        select not w.stop and bd_search_word_known(q.word, ${!staff}) as known
      ) k`)) as unknown as { rows: { word: string; stop: boolean; known: boolean; near: string[] }[] };
    for (const row of rows) {
      const sense = { stop: row.stop, known: row.known, near: row.near };
      found.set(row.word, sense);
      if (sensesStamp === stamp) senses.set(key(row.word), sense);
    }
    return found;
  }

  /** The words a search stands for, corrected where nothing matches them; empty: nothing can match. */
  async function termsOf(text: string, { staff = false } = {}): Promise<SearchTerms> {
    const words = [...new Set(searchWords(text))].slice(0, MAX_WORDS);
    if (words.length === 0) return [];
    const senses = await sensesOf(words, staff);
    return words
      .map((word) => {
        const sense = senses.get(word);
        if (!sense || sense.stop) return [];
        if (sense.known) return withAlsoMeant([word]);
        // A word the catalogue does not use for what it sells ("fridge") is read as the words it
        // does use ("refrigerator") before it is read as a slip ("bridge").
        const others = alsoMeant(word);
        if (others.length > 0) return [...others];
        const corrections = correctionsOf(word, sense.near, CORRECTIONS);
        // Staff type exact things (a SKU such as "FAN-8K2Q"): a word they typed is never dropped,
        // so it narrows the search instead of widening it to every fan.
        return withAlsoMeant(corrections.length > 0 || !staff ? corrections : [word]);
      })
      .filter((group) => group.length > 0);
  }

  return { termsOf };
}

/** A word group and the other words its words stand for ("phone": smartphones too), once each. */
function withAlsoMeant(group: string[]): string[] {
  return [...new Set(group.flatMap((word) => [word, ...alsoMeant(word)]))];
}

/**
 * The conditions and relevance order of a search's terms (see the steps above), on placeholders
 * (decision 035): the words are values, so every search with words has the same statement text.
 */
export function searchParts(terms: SearchTerms): SearchParts {
  if (terms.length === 0)
    return {
      where: sql`false`,
      matching: () => sql`false`,
      rank: [],
      values: {},
      statementKey: 'no-words',
    };
  // Words are letters and digits only (searchWords), so they never break the tsquery syntax.
  // Every group, each word as the beginning of a word.
  const allIn = terms.map((group) => `(${group.map((word) => `${word}:*`).join(' | ')})`).join(' & ');
  const tsquery = sql`to_tsquery('english', ${sql.placeholder('searchAll')})`;
  const matching = (vector: SQLWrapper) => sql`${vector} @@ ${tsquery}`;
  const titleHoldsAll = matching(products.titleVector);
  const brandNamed = sql`${products.brandVector} @@ to_tsquery('simple', ${sql.placeholder('searchAny')})`;
  return {
    where: matching(products.searchVector),
    matching,
    rank: [
      sql`(${brandNamed})`,
      // The title holds every word: its own vector (the search vector's words of weight A).
      sql`(${titleHoldsAll})`,
      sql`ts_rank_cd(${products.searchVector}, ${tsquery})`,
      sql`${products.sold}`,
    ],
    values: {
      searchAll: allIn,
      searchAny: terms.flatMap((group) => group.map((word) => `${word}:*`)).join(' | '),
    },
    statementKey: 'words',
  };
}
