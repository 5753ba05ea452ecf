import { Lexer, type Token, type Tokens } from 'marked';

/**
 * The site's rich text: Markdown limited to headings, paragraphs, bulleted and numbered lists,
 * links, bold, italic and line breaks. Texts are read into this small tree, never into HTML: a
 * reader builds its own elements from it, so no markup an editor typed can reach a page. Anything
 * outside the set (raw HTML, character references, images, code, tables, quotes, a link to anything
 * but a web or mail address or a path on the site) is a problem the editor is told of when saving;
 * a text stored before that check shows its words only.
 *
 * Headings have two ranks, the page's own title being above them: `#` and `##` are the first
 * (h2), `###` and deeper the second (h3).
 *
 * Also exported on its own (`@awards/contracts/rich-text`): the browser loads it, and the Markdown
 * parser with it, only when it must read a text itself.
 */

export type RichInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: RichInline[] }
  /** `external`: a web address (not a path on the site, nor a mail address), which readers open in a new tab. */
  | { kind: 'link'; href: string; external: boolean; children: RichInline[] }
  | { kind: 'br' };

export type RichBlock =
  | { kind: 'heading'; level: 2 | 3; children: RichInline[] }
  | { kind: 'paragraph'; children: RichInline[] }
  /** Each item is blocks of its own: its words as a paragraph, and any list inside it. */
  | { kind: 'list'; ordered: boolean; start: number; items: RichBlock[][] };

export type RichTextProblem = 'validation.rich_text' | 'validation.rich_text_link';

/** Web and mail addresses, and paths on the site itself (not `//host` or `/\host`, which leave it). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?![/\\]))/i;

/** `&lt;`, `&#60;`, `&#x3C;`: words that would read as markup once a browser decodes them. */
const CHARACTER_REFERENCE = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;

function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href) && !/[\s\p{Cc}]/u.test(href);
}

interface Reading {
  problem: RichTextProblem | null;
}

/** The first problem found is the one reported. */
function note(reading: Reading, problem: RichTextProblem) {
  reading.problem ??= problem;
}

/** The words of a token outside the set, so that a text stored before the check still reads. */
function wordsOf(token: Token): string {
  return 'text' in token && typeof token.text === 'string' ? token.text : '';
}

function inline(tokens: Token[] | undefined, reading: Reading): RichInline[] {
  return (tokens ?? []).flatMap((token): RichInline[] => {
    switch (token.type) {
      case 'text':
        if ('tokens' in token && token.tokens?.length) return inline(token.tokens, reading);
        if (CHARACTER_REFERENCE.test(token.raw)) note(reading, 'validation.rich_text');
        return [{ kind: 'text', text: (token as Tokens.Text).text }];
      case 'escape':
        return [{ kind: 'text', text: (token as Tokens.Escape).text }];
      case 'strong':
      case 'em':
        return [{ kind: token.type, children: inline((token as Tokens.Strong).tokens, reading) }];
      case 'br':
        return [{ kind: 'br' }];
      case 'link': {
        const link = token as Tokens.Link;
        const children = inline(link.tokens, reading);
        if (isSafeHref(link.href)) return [{ kind: 'link', href: link.href, external: /^https?:/i.test(link.href), children }];
        note(reading, 'validation.rich_text_link');
        return children;
      }
      case 'html':
        // A tag is dropped whole: the words around it are text tokens of their own.
        note(reading, 'validation.rich_text');
        return [];
      default: {
        // Images, code, strike-through: only their words are kept.
        note(reading, 'validation.rich_text');
        const words = wordsOf(token);
        return words ? [{ kind: 'text', text: words }] : [];
      }
    }
  });
}

function blocks(tokens: Token[], reading: Reading): RichBlock[] {
  return tokens.flatMap((token): RichBlock[] => {
    switch (token.type) {
      case 'space':
        return [];
      case 'heading':
        return [{ kind: 'heading', level: (token as Tokens.Heading).depth <= 2 ? 2 : 3, children: inline(token.tokens, reading) }];
      case 'paragraph':
        return [{ kind: 'paragraph', children: inline(token.tokens, reading) }];
      case 'text':
        // A list item's words, when the list is written without blank lines.
        return [{ kind: 'paragraph', children: inline(token.tokens ?? [token], reading) }];
      case 'list': {
        const list = token as Tokens.List;
        if (list.items.some((item) => item.task)) note(reading, 'validation.rich_text');
        const items = list.items.map((item) => blocks(item.tokens, reading));
        return [{ kind: 'list', ordered: list.ordered, start: typeof list.start === 'number' ? list.start : 1, items }];
      }
      case 'def':
        // `[name]: address` gives its address to the links naming it, which are read as links; it shows nothing itself.
        if (!isSafeHref((token as Tokens.Def).href)) note(reading, 'validation.rich_text_link');
        return [];
      case 'html':
        note(reading, 'validation.rich_text');
        return [];
      default: {
        // Quotes, code blocks, tables, rules: kept as a paragraph of their words.
        note(reading, 'validation.rich_text');
        const words = wordsOf(token);
        return words ? [{ kind: 'paragraph', children: [{ kind: 'text', text: words }] }] : [];
      }
    }
  });
}

/** A text read as the site shows it, and the first problem that keeps it from being saved. */
export function readRichText(text: string): { blocks: RichBlock[]; problem: RichTextProblem | null } {
  const reading: Reading = { problem: null };
  const read = blocks(new Lexer({ gfm: true, breaks: false }).lex(text), reading);
  return { blocks: read, problem: reading.problem };
}

/** Why a text cannot be saved as rich text, or null when it can. */
export function richTextProblem(text: string): RichTextProblem | null {
  return readRichText(text).problem;
}
