import { describe, expect, it } from 'vitest';
import { hasContent, sanitizeHtml } from './html';

const UPLOADED = '/uploads/u/1/202611/AbCdEfGhIjKlMnOpQrStUv.png';

describe('sanitizeHtml', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2 style="text-align:center">标题</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s><br /></p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote><p>引</p></blockquote>' +
      `<p><img src="${UPLOADED}" alt="盐" width="300" height="200" /></p>`;
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts with their text, and every event handler', () => {
    expect(sanitizeHtml('<p>hi<script>alert(1)</script></p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml(`<img src="${UPLOADED}" onerror="alert(1)" onload="x()">`)).toBe(
      `<img src="${UPLOADED}" />`,
    );
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover=alert(1)>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<svg onload=alert(1)><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><object data="x"></object>')).toBe('');
  });

  it('keeps http, https and mailto links only, each with rel noopener', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1" target="_blank">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" href="https://example.com/a?b=1" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@example.com">m</a>')).toContain('href="mailto:a@example.com"');
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//evil.example/x',
      '/relative',
    ]) {
      const out = sanitizeHtml(`<a href="${href}" target="_top">x</a>`);
      expect(out, href).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    }
    // A quote ends the link: what follows it is an attribute of its own, and refused.
    expect(sanitizeHtml('<a href="https://ok.example/"onmouseover="alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" href="https://ok.example/">x</a>',
    );
  });

  it('keeps pictures from the upload service or https only, and their size as numbers', () => {
    for (const src of [
      'x',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'http://evil.example/a.png',
      '//evil.example/a.png',
      '/uploads/../secret',
      '/files/export/1.2.3.4.5',
    ])
      expect(sanitizeHtml(`<img src="${src}">`), src).toBe('');
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png" width="100%" height="9e9">')).toBe(
      '<img src="https://cdn.example.com/a.png" />',
    );
  });

  it('keeps text-align and colour only, and no style that could run or load', () => {
    expect(sanitizeHtml('<p style="text-align:right;color:#c00;position:fixed;top:0">x</p>')).toBe(
      '<p style="text-align:right;color:#c00">x</p>',
    );
    expect(sanitizeHtml('<p style="color: expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<span style="color:red;behavior:url(x.htc)">x</span>')).toBe(
      '<span style="color:red">x</span>',
    );
    expect(sanitizeHtml('<div class="x" id="y" style="color:red">x</div>')).toBe('x');
  });

  it('is not fooled by nesting, broken tags or entities', () => {
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitizeHtml('<<img src=x onerror=alert(1)>')).not.toMatch(/onerror|<img/i);
    expect(sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).not.toMatch(
      /onerror/,
    );
    // Text that reads like markup stays text.
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(sanitizeHtml('<p>1 < 2 & 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    const deep = `${'<blockquote>'.repeat(200)}x${'</blockquote>'.repeat(200)}`;
    expect(sanitizeHtml(deep).match(/<blockquote>/g)?.length ?? 0).toBeLessThanOrEqual(32);
  });

  it('gives pasted markup the editor’s names, and is stable when run again', () => {
    expect(sanitizeHtml('<b>b</b><i>i</i><strike>s</strike><h6>h</h6>')).toBe(
      '<strong>b</strong><em>i</em><s>s</s><h4>h</h4>',
    );
    for (const html of [
      '<a href="https://example.com">x</a>',
      '<p style="color:red">a<img src="https://a.example/b.png" onerror=x></p>',
      '<scr<script>ipt>alert(1)</script>',
    ]) {
      const once = sanitizeHtml(html);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});

describe('hasContent', () => {
  it('finds text or a picture, not empty paragraphs', () => {
    expect(hasContent('<p></p><p> </p><p>&nbsp;</p>')).toBe(false);
    expect(hasContent('<p>x</p>')).toBe(true);
    expect(hasContent(`<p><img src="${UPLOADED}" /></p>`)).toBe(true);
  });
});
