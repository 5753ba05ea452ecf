import { useEffect, useState, type ReactNode } from 'react';
import type { RichBlock, RichInline } from '@awards/contracts';
import { ExternalLink } from '@/components/external-link/external-link';
import { isHydrating } from '@/lib/hydration';
import { loadRichTextReader, richTextReader, type RichTextReader } from './rich-text-reader';
import './rich-text.css';

function inline(nodes: RichInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'br':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{inline(node.children)}</em>;
      case 'link':
        // A web address opens in a new tab like the site's other links out; a path on the site or a mail address, in place.
        return node.external ? (
          <ExternalLink key={index} href={node.href}>
            {inline(node.children)}
          </ExternalLink>
        ) : (
          <a key={index} href={node.href}>
            {inline(node.children)}
          </a>
        );
    }
  });
}

function block(node: RichBlock, index: number): ReactNode {
  switch (node.kind) {
    case 'heading':
      return node.level === 2 ? <h2 key={index}>{inline(node.children)}</h2> : <h3 key={index}>{inline(node.children)}</h3>;
    case 'paragraph':
      return <p key={index}>{inline(node.children)}</p>;
    case 'list': {
      const items = node.items.map((item, position) => <li key={position}>{item.map(block)}</li>);
      return node.ordered ? (
        <ol key={index} start={node.start}>
          {items}
        </ol>
      ) : (
        <ul key={index}>{items}</ul>
      );
    }
  }
}

/** Markup left exactly as the server drew it: the app does not set it, nor look inside. */
const AS_DRAWN = { __html: '' };

/** A blank text is drawn as nothing, which needs no reader to know. */
const isBlank = (text: string) => text.trim() === '';

interface Reading {
  /** The text the server drew, whose markup is kept until a reader is in to build another. */
  drawn?: string;
  read?: RichTextReader;
}

/**
 * What the text is built with. A text the server drew is kept as drawn while the app takes the
 * page over, and after, until the text changes (another language, a publish arriving live) and
 * the reader has loaded to build the new one: the drawn text stays on screen meanwhile.
 */
function useReading(text: string): Reading {
  const [reading, setReading] = useState<Reading>(() => ({ drawn: isHydrating() ? text : undefined }));
  const read = reading.read ?? richTextReader();
  const { drawn } = reading;
  const waiting = drawn === undefined ? !read && !isBlank(text) : text !== drawn;

  useEffect(() => {
    if (!waiting) return;
    let current = true;
    // The drawn markup gives way only here, once for good: drawn anew later, it would be empty.
    void loadRichTextReader().then((loaded) => current && setReading({ read: loaded }));
    return () => {
      current = false;
    };
  }, [waiting]);

  return { drawn, read };
}

/**
 * An organiser's long text (an answer, a step, a page): headings, paragraphs, lists, links, bold and
 * italic, built as elements from the text's parsed tree (readRichText), never from markup, so
 * nothing typed in it runs or styles the page. The markup kept while the app takes a page over is
 * the server's own building of that same tree: the app sets none.
 */
export function RichText({ text, className = '' }: { text: string; className?: string }) {
  const { drawn, read } = useReading(text);
  const classes = `rich-text ${className}`.trim();
  if (drawn !== undefined) {
    // React, which the component tests render on, would report the drawn children it is told to leave.
    return isBlank(drawn) ? null : <div className={classes} dangerouslySetInnerHTML={AS_DRAWN} suppressHydrationWarning />;
  }
  if (!read || isBlank(text)) return null;
  return <div className={classes}>{read(text).blocks.map(block)}</div>;
}
