import { describe, expect, it } from 'vitest';
import { richTextHtml } from './rich-text-html';

const SAFE_TAG = /^<(?:\/?(?:h2|h3|p|ul|ol|li|strong|em)|\/a|br \/|a href="(?:https?:\/\/|mailto:|\/(?!\/))[^"]*"(?: target="_blank" rel="noopener noreferrer")?|ol start="\d+")>$/;

describe('rich text written as HTML by the server', () => {
  it('writes headings, paragraphs, lists, links, bold, italic and line breaks', () => {
    expect(richTextHtml('## Data\n\nWe keep **little**, *briefly*:  \nsee [our rules](https://awards.example/rules) or [the FAQ](/home#faq).\n\n3. names\n4. emails\n   - hashed')).toBe(
      [
        '<h2>Data</h2>',
        '<p>We keep <strong>little</strong>, <em>briefly</em>:<br />see <a href="https://awards.example/rules" target="_blank" rel="noopener noreferrer">our rules</a> or <a href="/home#faq">the FAQ</a>.</p>',
        '<ol start="3"><li><p>names</p></li><li><p>emails</p><ul><li><p>hashed</p></li></ul></li></ol>',
      ].join('\n'),
    );
  });

  it('escapes every word, in text and in addresses', () => {
    expect(richTextHtml('Fish & "chips" 1 \\< 2 [go](https://awards.example/?a=1&b="2")')).toBe(
      '<p>Fish &amp; &quot;chips&quot; 1 &lt; 2 <a href="https://awards.example/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer">go</a></p>',
    );
  });

  it.each([
    '<script>alert(1)</script>',
    'Hi <img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<style>body{display:none}</style>',
    '<p style="color:red">styled</p>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)>',
    '<!-- <script>alert(1)</script> -->',
    '![x](https://evil.example/x.png" onerror="alert(1))',
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](java&#x09;script:alert(1))',
    '<javascript:alert(1)>',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '[x](https://awards.example/"onmouseover="alert(1))',
    'Encoded &#60;script&#62;alert(1)&#60;/script&#62;',
    '```\n<script>alert(1)</script>\n```',
  ])("writes no tag but the set's, no handler, no style and no script address from a hostile text: %s", (text) => {
    // Words are escaped, so every `<` starts a tag the writer made: only the set's, with only a safe address.
    const tags = richTextHtml(text).match(/<[^>]*>/g) ?? [];
    for (const tag of tags) expect(tag).toMatch(SAFE_TAG);
  });
});
