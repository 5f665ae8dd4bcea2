/** Rich-text descriptions (spec 02 section 5): the editor counts visible characters, not markup. */
export const richText = {
  defaultMax: 700,
  toastMs: 6_000,
  /** Upper bound of stored HTML, whatever its visible length: markup of 2 000 characters of text fits. */
  htmlMax: 50_000,
  tooLong: (max: number) => `Максимальное количество символов: ${max}`,
} as const;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a reader sees in `html`: tags dropped, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return entities[name.toLowerCase()] ?? whole;
    });
}

/** Visible characters of `html`, counted as the editor's counter shows them. */
export function visibleLength(html: string): number {
  return [...visibleText(html)].length;
}
