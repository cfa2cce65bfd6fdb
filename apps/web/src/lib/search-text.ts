/** What a text search compares: trimmed, inner spaces collapsed, lower-cased. */
export function normaliseSearch(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether `text` contains an already normalised `needle`, ignoring case. */
export function containsText(text: string, needle: string): boolean {
  return text.toLowerCase().includes(needle);
}
