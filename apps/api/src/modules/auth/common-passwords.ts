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

/**
 * True when `password` is one of the 10,000 most common passwords, in any case and with or
 * without spaces ('Password 1234' is 'password1234'). The list stays on the server: the browser
 * never downloads it.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  return list.has(lower) || list.has(passwordComparable(password));
}
