import { visibleLength } from '@sks/contract';

/**
 * Whether an edit of a rich text may stand under the visible-character limit (spec 02 section 5):
 * anything that ends within the limit, and anything that does not lengthen a text already past it
 * (a stored description longer than the limit can still be shortened).
 */
export function editAllowed(beforeHtml: string, afterHtml: string, max: number): boolean {
  const after = visibleLength(afterHtml);
  return after <= max || after <= visibleLength(beforeHtml);
}

/** The counter under the editor: '12 / 700'. */
export function counterText(html: string, max: number): string {
  return `${visibleLength(html)} / ${max}`;
}
