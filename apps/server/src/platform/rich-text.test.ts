import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

const link = (href: string, text = href) => `<a href="${href}" rel="noopener noreferrer" target="_blank">${text}</a>`;

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>Скидки</h2><p style="text-align:center"><strong>Жирный</strong>, <em>курсив</em>, <u>подчёркнутый</u>, <s>зачёркнутый</s></p>' +
      '<ul><li>один</li></ul><ol><li>два</li></ol><blockquote>цитата</blockquote><p>строка<br />ещё</p><hr />';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Скидки</h2><p style="text-align:center"><strong>Жирный</strong>, <em>курсив</em>, <u>подчёркнутый</u>, <s>зачёркнутый</s></p>' +
        '<ul><li>один</li></ul><ol><li>два</li></ol><blockquote>цитата</blockquote><p>строка<br />ещё</p><hr />',
    );
  });

  it('drops script, style and iframe with their content, and images', () => {
    const html = '<p>до<script>alert(1)</script></p><style>p{color:red}</style><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)"><p>после</p>';
    expect(sanitizeRichText(html)).toBe('<p>до</p><p>после</p>');
  });

  it('drops event handlers and styles outside the allow-list, keeping the element', () => {
    expect(sanitizeRichText('<p onclick="steal()" onmouseover="x()" style="position:fixed;text-align:right">текст</p>')).toBe(
      '<p style="text-align:right">текст</p>',
    );
    expect(sanitizeRichText('<span style="color:#ff0000;background:url(javascript:x)">красный</span>')).toBe(
      '<span style="color:#ff0000">красный</span>',
    );
  });

  it('keeps the text of links to javascript:, data: and protocol-relative addresses, but not the link', () => {
    const html =
      '<a href="javascript:alert(1)">раз</a> <a href="JaVaScRiPt&colon;alert(1)">два</a> <a href=" javascript:alert(1)">три</a> ' +
      '<a href="data:text/html;base64,PHNjcmlwdD4=">четыре</a> <a href="//evil.example">пять</a>';
    expect(sanitizeRichText(html)).toBe('<span>раз</span> <span>два</span> <span>три</span> <span>четыре</span> <span>пять</span>');
  });

  it('makes every link open in a new tab without an opener, whatever it asked for', () => {
    expect(sanitizeRichText('<a href="https://sks.example/" target="_self" rel="opener" title="x">СКС</a>')).toBe(
      '<a href="https://sks.example/" target="_blank" rel="noopener noreferrer">СКС</a>',
    );
  });

  it('wraps web addresses and e-mails in plain text, and leaves existing links and code alone', () => {
    const html = '<p>Сайт https://sks.example/a?b=1&amp;c=2, зеркало www.sks.ru и почта info@sks.ru</p>';
    expect(sanitizeRichText(html)).toBe(
      `<p>Сайт ${link('https://sks.example/a?b=1&amp;c=2')}, зеркало ${link('https://www.sks.ru', 'www.sks.ru')} и почта ${link('mailto:info@sks.ru', 'info@sks.ru')}</p>`,
    );
    expect(sanitizeRichText('<p><a href="https://sks.example">https://other.example</a> <code>https://code.example</code></p>')).toBe(
      '<p><a href="https://sks.example" rel="noopener noreferrer" target="_blank">https://other.example</a> <code>https://code.example</code></p>',
    );
  });

  it('wraps links in text that has no markup at all', () => {
    expect(sanitizeRichText('Подробнее: https://sks.example')).toBe(`Подробнее: ${link('https://sks.example')}`);
  });

  it('keeps escaped markup as text, and gives the same answer when run twice', () => {
    const html = '<p>&lt;script&gt;alert(1)&lt;/script&gt; Том &amp; Джерри, 5 &gt; 3</p>';
    expect(sanitizeRichText(html)).toBe(html);
    const hostile = '<p onclick="x()">см. https://sks.example<script>1</script><a href="javascript:x">y</a></p>';
    const once = sanitizeRichText(hostile);
    expect(sanitizeRichText(once)).toBe(once);
  });
});
