import { z } from 'zod';

/*
 * Names people give things (theirs, an address's parts) are one line of printable text. Control
 * characters in them are never typed by a person: ESC starts terminal escape sequences where a log
 * is read, BEL rings, a tab or a line break tears a delivery label or an export's row apart.
 */

// C0 controls U+0000–U+001F (NUL, BEL, ESC, and tab and line breaks too: these fields are one
// line), DEL U+007F and the C1 controls U+0080–U+009F.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

/** True when `text` holds a control character (ESC, BEL, tab, a line break, DEL, a C1 control). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** What the store says when `field` holds a control character: 'fullName must not contain …'. */
export function controlCharactersMessage(field: string): string {
  return `${field} must not contain control characters.`;
}

/**
 * A check for one-line text a person names something with: refuses any control character with
 * a message naming `field` (`z.string().trim().check(noControlCharacters('city'))`).
 */
export function noControlCharacters(field: string) {
  return z.refine<string>((text) => !hasControlCharacter(text), {
    error: controlCharactersMessage(field),
  });
}
