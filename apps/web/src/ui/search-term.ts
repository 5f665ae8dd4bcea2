/** Whether a typed term should be searched: cleared, or at least `minChars` long (spec 01 section 5). */
export function shouldSearch(term: string, minChars = 1): boolean {
  const trimmed = term.trim();
  return trimmed.length === 0 || trimmed.length >= minChars;
}
