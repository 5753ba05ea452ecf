import { readRichText, type RichBlock, type RichInline } from '@awards/contracts';
import { escapeHtml } from '../../lib/escape-html';

function inline(nodes: RichInline[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return escapeHtml(node.text);
        case 'br':
          return '<br />';
        case 'strong':
        case 'em':
          return `<${node.kind}>${inline(node.children)}</${node.kind}>`;
        case 'link':
          // As on the site: a web address opens in a new tab that learns nothing of this page.
          return `<a href="${escapeHtml(node.href)}"${node.external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${inline(node.children)}</a>`;
      }
    })
    .join('');
}

function block(node: RichBlock): string {
  switch (node.kind) {
    case 'heading':
      return `<h${node.level}>${inline(node.children)}</h${node.level}>`;
    case 'paragraph':
      return `<p>${inline(node.children)}</p>`;
    case 'list': {
      const items = node.items.map((item) => `<li>${item.map(block).join('')}</li>`).join('');
      return node.ordered ? `<ol${node.start === 1 ? '' : ` start="${node.start}"`}>${items}</ol>` : `<ul>${items}</ul>`;
    }
  }
}

/**
 * An organiser's long text as HTML for a page the server writes whole (the printable privacy
 * policy): built from the text's parsed tree (readRichText), as the site's own pages build their
 * elements, every word escaped, so that no markup typed in the text reaches the page.
 */
export function richTextHtml(text: string): string {
  return readRichText(text).blocks.map(block).join('\n');
}
