import { describe, expect, it } from 'vitest';
import { readRichText, richTextProblem, type RichBlock } from './rich-text';

const words = (text: string): RichBlock => ({ kind: 'paragraph', children: [{ kind: 'text', text }] });

describe('rich text', () => {
  it('reads headings, paragraphs, lists, links, bold, italic and line breaks', () => {
    const { blocks, problem } = readRichText('## Dates\n\nApply **now**, *really*: [rules](https://awards.example/rules) or [write](mailto:team@awards.example).  \nThanks.\n\n- one\n- two\n\n3. three\n4. four\n\n### Small [home](/faq)');
    expect(problem).toBeNull();
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Dates' }] },
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'Apply ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'now' }] },
          { kind: 'text', text: ', ' },
          { kind: 'em', children: [{ kind: 'text', text: 'really' }] },
          { kind: 'text', text: ': ' },
          { kind: 'link', href: 'https://awards.example/rules', external: true, children: [{ kind: 'text', text: 'rules' }] },
          { kind: 'text', text: ' or ' },
          { kind: 'link', href: 'mailto:team@awards.example', external: false, children: [{ kind: 'text', text: 'write' }] },
          { kind: 'text', text: '.' },
          { kind: 'br' },
          { kind: 'text', text: 'Thanks.' },
        ],
      },
      { kind: 'list', ordered: false, start: 1, items: [[words('one')], [words('two')]] },
      { kind: 'list', ordered: true, start: 3, items: [[words('three')], [words('four')]] },
      { kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Small ' }, { kind: 'link', href: '/faq', external: false, children: [{ kind: 'text', text: 'home' }] }] },
    ]);
  });

  it('takes plain paragraphs separated by blank lines as they are', () => {
    expect(readRichText('First paragraph.\n\nSecond one.')).toEqual({ blocks: [words('First paragraph.'), words('Second one.')], problem: null });
  });

  it('reads a list inside a list item, and paragraphs of an item', () => {
    expect(readRichText('- one\n  - inner\n- two\n\n  more')).toEqual({
      blocks: [
        {
          kind: 'list',
          ordered: false,
          start: 1,
          items: [[words('one'), { kind: 'list', ordered: false, start: 1, items: [[words('inner')]] }], [words('two'), words('more')]],
        },
      ],
      problem: null,
    });
  });

  it('ranks # and ## as first headings and ### and deeper as second ones, below the page title', () => {
    expect(readRichText('# One\n\n## Two\n\n### Three\n\n#### Four').blocks.map((block) => block.kind === 'heading' && block.level)).toEqual([2, 2, 3, 3]);
  });

  it('takes a link whose address is given apart, by name, when the address is safe', () => {
    expect(readRichText('See [the rules][r].\n\n[r]: https://awards.example/rules')).toEqual({
      blocks: [
        {
          kind: 'paragraph',
          children: [{ kind: 'text', text: 'See ' }, { kind: 'link', href: 'https://awards.example/rules', external: true, children: [{ kind: 'text', text: 'the rules' }] }, { kind: 'text', text: '.' }],
        },
      ],
      problem: null,
    });
  });

  it('takes an ampersand, angle brackets written as escapes, and bare web and mail addresses', () => {
    expect(richTextProblem('Q & A: 2 \\< 3, see www.awards.example or team@awards.example')).toBeNull();
  });

  it.each([
    '<script>alert(1)</script>',
    'Hello <img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<style>body{display:none}</style>',
    '<p style="color:red">styled</p>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)>',
    '<!-- a comment -->',
    '![a picture](https://evil.example/x.png)',
    '```\ncode\n```',
    '> a quote',
    '| a | b |\n|---|---|\n| 1 | 2 |',
    '~~struck~~',
    '`code`',
    '- [ ] a task',
    '---',
    '    indented code',
    'Hi &lt;script&gt;alert(1)&lt;/script&gt;',
    'Hi &#60;img src=x onerror=alert(1)&#62;',
    'Hi &#x3C;svg onload=alert(1)&#x3E;',
    '[&lt;b&gt;](https://awards.example)',
    '<div>\n\nwrapped\n\n</div>',
    '<b onclick="alert(1)">bold</b>',
  ])('refuses markup outside the allowed set: %s', (text) => {
    expect(richTextProblem(text)).toBe('validation.rich_text');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](java&#x09;script:alert(1))',
    '[x](  javascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](vbscript:msgbox(1))',
    '[x](//evil.example)',
    '<javascript:alert(1)>',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
    '[x](file:///etc/passwd)',
    '[x](/\\evil.example)',
    '[x](https&#58;//evil.example)',
    '<vbscript:msgbox(1)>',
    '[x](<javascript:alert(1)>)',
    '[x](javascript&colon;alert(1))',
    '[x](\njavascript:alert(1))',
    'See [x][r].\n\n[r]: data:text/html,<script>alert(1)</script>',
    'Unused.\n\n[r]: javascript:alert(1)',
  ])('refuses a link to anything but a web or mail address: %s', (text) => {
    expect(richTextProblem(text)).toBe('validation.rich_text_link');
  });

  it('never gives a reader anything but its own small tree: a hostile text keeps only its words', () => {
    const { blocks } = readRichText('Hi <img src=x onerror=alert(1)> [click](javascript:alert(1)) <b>bold</b>');
    const serialised = JSON.stringify(blocks);
    expect(serialised).not.toMatch(/onerror|javascript|<|>/);
    expect(serialised).toContain('click');
    expect(serialised).toContain('bold');
  });
});
