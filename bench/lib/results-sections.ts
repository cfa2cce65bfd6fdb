/**
 * Sections of bench/RESULTS.md that a partial run measures and replaces on its own, each between
 * `<!-- name:start -->` and `<!-- name:end -->`.
 */
export function sectionMarkers(name: string): { start: string; end: string } {
  return { start: `<!-- ${name}:start -->`, end: `<!-- ${name}:end -->` };
}

/** `results` with section `name` replaced by `section` (which carries its markers), or added at the end. */
export function withSection(results: string, name: string, section: string): string {
  const { start, end } = sectionMarkers(name);
  const from = results.indexOf(start);
  const to = results.indexOf(end);
  if (from === -1 || to === -1) return `${results.trimEnd()}\n\n${section}\n`;
  return results.slice(0, from) + section + results.slice(to + end.length);
}
