import type { readRichText } from '@awards/contracts/rich-text';

/** Reads an organiser's text into the tree that RichText builds its elements from. */
export type RichTextReader = typeof readRichText;

/*
 * The reader comes with the Markdown parser, about 16 KB of compressed JavaScript, which a page
 * needs only to build a text itself. The page renderer builds every text it draws, so it has the
 * reader from the start; the browser keeps the texts the server drew and loads the reader only
 * once it must build one: a page or section it draws itself, or a text that changed.
 */
let reader: RichTextReader | undefined;
let loading: Promise<RichTextReader> | undefined;

/** Gives the reader to a build that imports it with the rest of its code (the page renderer). */
export function provideRichTextReader(read: RichTextReader): void {
  reader = read;
}

/** The reader, if it is already at hand. */
export const richTextReader = (): RichTextReader | undefined => reader;

/** The reader, loaded once for the whole page. */
export function loadRichTextReader(): Promise<RichTextReader> {
  loading ??= import('@awards/contracts/rich-text').then((module) => (reader = module.readRichText));
  return loading;
}
