import { describe, expect, it } from 'vitest';
import { plainTextToHtml, sanitizeAnswer } from '../src/modules/assignments/answer-sanitiser';

describe('text answer sanitiser (issue 14)', () => {
  it('keeps paragraphs, bold, italic, lists and http(s)/mailto links, forcing rel and target', () => {
    const html =
      '<p>Chromium is <strong>[Ar] 3d5 4s1</strong>, not <em>3d4 4s2</em>.</p><ul><li>half-filled d</li></ul><ol><li>Cu: [Ar] 3d10 4s1</li></ol>' +
      '<p><a href="https://en.wikipedia.org/wiki/Aufbau_principle">Aufbau</a> <a href="mailto:chemistry@example.edu" target="_self">ask</a></p>';
    const clean = sanitizeAnswer(html);
    expect(clean).toContain('<strong>[Ar] 3d5 4s1</strong>');
    expect(clean).toContain('<em>3d4 4s2</em>');
    expect(clean).toContain('<ul><li>half-filled d</li></ul><ol><li>Cu: [Ar] 3d10 4s1</li></ol>');
    expect(clean).toContain('<a href="https://en.wikipedia.org/wiki/Aufbau_principle" rel="noopener noreferrer nofollow" target="_blank">Aufbau</a>');
    const mailto = /<a href="mailto:chemistry@example.edu"([^>]*)>ask<\/a>/.exec(clean)?.[1] ?? '';
    expect(mailto).toContain('rel="noopener noreferrer nofollow"');
    expect(mailto).toContain('target="_blank"');
    expect(mailto).not.toContain('_self');
  });

  it('removes scripts, styles, on* attributes, javascript: links and other tags', () => {
    const clean = sanitizeAnswer(
      '<p onclick="steal()" style="color:red" class="x">Answer<script>alert(1)</script><style>p{display:none}</style></p>' +
        '<p><a href="javascript:alert(1)" onmouseover="steal()">bad link</a><img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe></p>' +
        '<p><a href="data:text/html,<script>alert(1)</script>">data</a><h1>Heading</h1></p>',
    );
    expect(clean).not.toMatch(/script|alert|style|onclick|onmouseover|onerror|javascript:|data:|<img|<iframe|<h1|class=/i);
    expect(clean).toContain('<p>Answer</p>');
    expect(clean).toContain('bad link');
    expect(clean).toContain('Heading');
  });

  it('escapes a plain-text answer (stored before the editor) into paragraphs', () => {
    expect(sanitizeAnswer('H: 1s1\nC: 1s2 2s2 2p2\n\n<script>alert("x")</script> & a < b')).toBe(
      '<p>H: 1s1<br />C: 1s2 2s2 2p2</p><p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; a &lt; b</p>',
    );
    expect(plainTextToHtml('one\r\n\r\ntwo')).toBe('<p>one</p><p>two</p>');
  });

  it('treats an answer of empty paragraphs as no answer', () => {
    expect(sanitizeAnswer('<p></p>')).toBe('');
    expect(sanitizeAnswer('<p> <br /> </p><ul><li></li></ul>')).toBe('');
    expect(sanitizeAnswer('<p><script>alert(1)</script></p>')).toBe('');
    expect(sanitizeAnswer('   ')).toBe('');
  });
});
