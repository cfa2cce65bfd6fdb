import { readFileSync } from 'node:fs';
import { passwordComparable } from '@better-deals/domain';

const LIST = new URL('./common-passwords.txt', import.meta.url);

let common: ReadonlySet<string> | undefined;

/** The list beside this file (see its header for where it comes from), read once. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(LIST, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/** A common password needs at least this many letters left to count once digits are taken off. */
const SHORTEST_COMMON_WORD = 4;

/**
 * True when `password` is one of the 10,000 most common passwords, in any case and with or
 * without spaces ('Password 1234' is 'password1234'), or one of them with digits and marks
 * before or after it ('password1234', 'iloveyou123!', '2024sunshine'), which is how they are
 * most often made long enough. The list stays on the server: the browser never downloads it.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  const comparable = passwordComparable(password);
  if (list.has(lower) || list.has(comparable)) return true;
  const word = comparable.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return word.length >= SHORTEST_COMMON_WORD && word !== comparable && list.has(word);
}
