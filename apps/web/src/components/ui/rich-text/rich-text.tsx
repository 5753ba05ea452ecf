import type { ReactNode } from 'react';
import { readRichText, type RichBlock, type RichInline } from '@awards/contracts';
import { ExternalLink } from '@/components/external-link/external-link';
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

/**
 * An organiser's long text (an answer, a step, a page): headings, paragraphs, lists, links, bold and
 * italic, built as elements from the text's parsed tree (readRichText), never from markup, so
 * nothing typed in it runs or styles the page.
 */
export function RichText({ text, className = '' }: { text: string; className?: string }) {
  const { blocks } = readRichText(text);
  if (blocks.length === 0) return null;
  return <div className={`rich-text ${className}`.trim()}>{blocks.map(block)}</div>;
}
