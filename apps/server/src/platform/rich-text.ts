import sanitizeHtml from 'sanitize-html';
import linkifyHtml from 'linkify-html';

const linkRel = 'noopener noreferrer';
const linkTarget = '_blank';
const blocks = ['p', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'li'];
const textAlign = { 'text-align': [/^(left|right|center|justify)$/] };
const color = { color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*[\d.]+\s*)?\)$/i] };

/**
 * What the console's rich-text editor (TipTap) produces, and nothing more: no script, style,
 * iframe, image or form, no event handlers, links only to http(s), mailto and tel. Every link
 * opens in a new tab without handing the console's window to the target.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [...blocks, 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark', 'code', 'pre', 'span', 'ul', 'ol', 'a'],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    ...Object.fromEntries(blocks.map((tag) => [tag, ['style']])),
    span: ['style'],
    mark: ['style'],
  },
  allowedStyles: {
    ...Object.fromEntries(blocks.map((tag) => [tag, textAlign])),
    span: color,
    mark: { 'background-color': color.color },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Schemes are checked after transforms, so an anchor whose href was refused comes to the
    // second pass without one and is kept as its text only.
    a: (tagName, attribs) =>
      attribs.href ? { tagName, attribs: { ...attribs, rel: linkRel, target: linkTarget } } : { tagName: 'span', attribs: {} },
  },
};

/**
 * Stored HTML of a description: the allow-list applied, then web addresses and e-mails in plain
 * text wrapped in links (text already inside a link or code is left alone). The allow-list runs
 * again over the linkified result, so the links it adds obey the same rules as typed ones, and
 * an anchor that lost a refused href becomes plain text.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, allowList);
  const linked = linkifyHtml(clean, {
    defaultProtocol: 'https',
    ignoreTags: ['code', 'pre'],
  });
  return sanitizeHtml(linked, allowList);
}
