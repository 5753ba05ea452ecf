/**
 * The toolbar's marks in the site's Markdown: each acts on a text and its selection and gives the
 * new text with what to select next, so the organiser types on where the mark leaves room.
 */

export const RICH_MARKS = ['bold', 'italic', 'heading', 'list', 'link'] as const;
export type RichMark = (typeof RICH_MARKS)[number];

export interface Edit {
  text: string;
  start: number;
  end: number;
}

/** Wraps the selection in `before`…`after`; with none, puts the caret between them. */
function wrap({ text, start, end }: Edit, before: string, after: string): Edit {
  return { text: text.slice(0, start) + before + text.slice(start, end) + after + text.slice(end), start: start + before.length, end: end + before.length };
}

/** Starts every line the selection touches with `prefix`, once. */
function prefixLines({ text, start, end }: Edit, prefix: string): Edit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const lines = text.slice(from, end).split('\n');
  const marked = lines.map((line) => (line.startsWith(prefix) ? line : prefix + line)).join('\n');
  const added = marked.length - (end - from);
  return { text: text.slice(0, from) + marked + text.slice(end), start: start + (lines[0]!.startsWith(prefix) ? 0 : prefix.length), end: end + added };
}

/** A link around the selection (its words), with the address to fill in selected. */
function link(edit: Edit, placeholder: string): Edit {
  const words = edit.text.slice(edit.start, edit.end) || placeholder;
  const address = 'https://';
  const inserted = `[${words}](${address})`;
  const at = edit.start + words.length + 3;
  return { text: edit.text.slice(0, edit.start) + inserted + edit.text.slice(edit.end), start: at, end: at + address.length };
}

/** `placeholder` names a link that has no words selected ("link text"). */
export function applyMark(mark: RichMark, edit: Edit, placeholder: string): Edit {
  switch (mark) {
    case 'bold':
      return wrap(edit, '**', '**');
    case 'italic':
      return wrap(edit, '_', '_');
    case 'heading':
      return prefixLines(edit, '## ');
    case 'list':
      return prefixLines(edit, '- ');
    case 'link':
      return link(edit, placeholder);
  }
}
