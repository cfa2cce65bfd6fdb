import { hasControlCharacter } from './control-characters';

/*
 * What a shopper typed (a name, an address line) may be put into an email the store sends to
 * whatever address the shopper gave. Such an email carries the store's name and trust, so text
 * that could steer its reader elsewhere is left out: links (a scheme's `://`, `www.`, or a
 * domain like `evil.test`), and characters a reader cannot see or that reorder what they see
 * (control, zero-width and bidirectional-override characters).
 */

/** Soft hyphens, zero-width characters, bidi marks, line separators, embeddings, overrides, isolates, BOM. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u;

/** `http://`, `hxxp://`, `www.`, or a dotted name ending in a top-level domain (`evil.test`, `x.y/z`). */
const LINK_LIKE = /[\p{L}\p{N}+.-]*:\/\/|\bwww\.|[\p{L}\p{N}-]+\.\p{L}{2,}(?![\p{L}\p{N}])/iu;

/** True when `text` holds nothing that reads as a link and no control or hidden characters. */
export function isPlainShopperText(text: string): boolean {
  return !hasControlCharacter(text) && !INVISIBLE.test(text) && !LINK_LIKE.test(text);
}

/**
 * The name to greet a shopper by in an email ("Hello Ada Obi,"), or null to greet them
 * generically ("Hello,"): null when the name holds a link, an email address ('@'), digits (a
 * phone number), or control or hidden characters, or is empty.
 */
export function safeGreetingName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '' || !isPlainShopperText(trimmed) || /[@\p{N}]/u.test(trimmed)) return null;
  return trimmed;
}

/** The first line of a store email to a shopper: by name when the name is safe to repeat. */
export function emailGreeting(name: string | null | undefined): string {
  const safe = safeGreetingName(name);
  return safe === null ? 'Hello,' : `Hello ${safe},`;
}
