/**
 * Searches that forgive small slips: a word nobody wrote is read as the nearest word somebody did
 * ("iphnoe" as "iphone", "pasword" as "password"). The product search (on the server, over the
 * catalogue's words) and the FAQ and help searches (in the browser, over their own text) follow
 * these rules, so a shopper meets one idea of "close enough" everywhere.
 */

/**
 * The words of a search or a text as searches compare them: lower case, letters and digits. The
 * database splits a product's texts the same way before it indexes them (`bd_search_text`,
 * migration 0020), so every word a shopper types can match a word of the product.
 */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Letters without their accents, one array item per letter: "ngũgĩ" compares as "ngugi". */
function letters(word: string): string[] {
  return [...word.normalize('NFD').replace(/\p{M}/gu, '')];
}

/**
 * Edit distance counting an inserted, missing, wrong or swapped pair of neighbouring letters as
 * one slip each (optimal string alignment), accents ignored: "iphnoe" is 1 from "iphone".
 */
export function editDistance(a: string, b: string): number {
  return distanceOfLetters(letters(a), letters(b));
}

function distanceOfLetters(a: readonly string[], b: readonly string[]): number {
  // Three rows of the table are enough: the current one, and the two before it for swaps.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * How many slips a typed word may hold and still be read as another word: none up to three
 * letters (too many short words lie one slip apart), one up to five, two from six. None for a
 * word with a digit in it: model numbers, sizes and codes are exact ("a15" is not "a16").
 */
export function typoAllowance(word: string): number {
  if (/\p{N}/u.test(word)) return 0;
  const length = letters(word).length;
  if (length <= 3) return 0;
  return length <= 5 ? 1 : 2;
}

/** How far `typed` is from the beginning of `word` (a word typed halfway, with a slip in it). */
function beginningDistance(typed: readonly string[], word: readonly string[]): number {
  let best = Infinity;
  for (let k = Math.max(1, typed.length - 1); k <= typed.length + 1 && k < word.length; k++) {
    best = Math.min(best, distanceOfLetters(typed, word.slice(0, k)));
  }
  return best;
}

/**
 * The known words a word nobody wrote most likely stands for: those fewest slips away, within
 * its allowance, at most `limit`, in the order `known` lists them (best first). A whole word
 * beats a word beginning at the same distance ("pone" is "phone" before "power").
 */
export function correctionsOf(typed: string, known: Iterable<string>, limit = 3): string[] {
  const allowance = typoAllowance(typed);
  if (allowance === 0) return [];
  const typedLetters = letters(typed);
  let bestScore = Infinity;
  let best: string[] = [];
  for (const word of known) {
    if (word === typed || /\p{N}/u.test(word)) continue;
    const wordLetters = letters(word);
    // Too short to be within reach, whole or as a beginning.
    if (wordLetters.length < typedLetters.length - allowance) continue;
    const whole = distanceOfLetters(typedLetters, wordLetters);
    const start = beginningDistance(typedLetters, wordLetters);
    const distance = Math.min(whole, start);
    if (distance > allowance) continue;
    // Whole words first at each distance: score 2d for a whole word, 2d + 1 for a beginning.
    const score = whole <= start ? 2 * whole : 2 * start + 1;
    if (score < bestScore) {
      bestScore = score;
      best = [word];
    } else if (score === bestScore && !best.includes(word)) {
      best.push(word);
    }
  }
  return best.slice(0, limit);
}

/** Accents dropped, for searches that compare letters only. */
function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * A test of texts against a search, for a small body of text searched in the browser (the FAQ,
 * the help centre). Each word of the search must begin some word of the text; a word that begins
 * no word of the whole `corpus` stands for its corrections instead, and a word with none is left
 * out (unless every word is, then nothing matches). Empty searches are the caller's to handle.
 */
export function forgivingMatcher(query: string, corpus: Iterable<string>): (text: string) => boolean {
  const known = new Set<string>();
  for (const text of corpus) for (const word of searchWords(withoutAccents(text))) known.add(word);
  const groups = searchWords(withoutAccents(query))
    .map((word) => {
      for (const candidate of known) if (candidate.startsWith(word)) return [word];
      return correctionsOf(word, known);
    })
    .filter((group) => group.length > 0);
  if (groups.length === 0) return () => false;
  return (text) => {
    const words = searchWords(withoutAccents(text));
    return groups.every((group) => group.some((alt) => words.some((word) => word.startsWith(alt))));
  };
}

/**
 * Other words the catalogue uses for what a shopper's word names: a smartphone is a phone, a
 * television a TV. One way only where the other word is narrower: "phone" brings in smartphones,
 * "smartphone" does not bring in button phones.
 */
const ALSO_MEANS: ReadonlyMap<string, readonly string[]> = new Map([
  ['phone', ['smartphone']],
  ['cellphone', ['phone', 'smartphone']],
  ['tv', ['television']],
  ['television', ['tv']],
  ['fridge', ['refrigerator']],
  ['refrigerator', ['fridge']],
  ['tire', ['tyre']],
  ['earphones', ['earbuds', 'headphones']],
  ['trainers', ['sneakers']],
]);

/**
 * The other words a search word stands for (see ALSO_MEANS), a plural as its singular ("phones"
 * as "phone"); none for most words. The product search matches a product holding the word or any
 * of these.
 */
export function alsoMeant(word: string): readonly string[] {
  return ALSO_MEANS.get(word) ?? (word.endsWith('s') ? ALSO_MEANS.get(word.slice(0, -1)) : undefined) ?? [];
}
