import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The cells of a table row; a `|` escaped as `\|` or inside backticks belongs to its cell. */
function cells(line: string): number {
  const bare = line.replace(/`[^`]*`/g, 'code').replace(/\\\|/g, '');
  return bare.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').length;
}

const isRow = (line: string) => line.trimStart().startsWith('|');
const isDelimiter = (line: string) => /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(line);

/**
 * Each table of a document as lines read together (outside code fences): a header, its delimiter
 * row, then rows. A renderer shows a row above the header as text, and a row with fewer or more
 * cells than the header shifts its cells under the wrong heading.
 */
function tableProblems(file: string): string[] {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const problems: string[] = [];
  let fenced = false;
  for (let start = 0; start < lines.length; start += 1) {
    if (/^\s*(```|~~~)/.test(lines[start]!)) fenced = !fenced;
    if (fenced || !isRow(lines[start]!)) continue;
    let end = start;
    while (end + 1 < lines.length && isRow(lines[end + 1]!)) end += 1;
    const block = lines.slice(start, end + 1);
    const delimiter = block.findIndex(isDelimiter);
    const at = (index: number) => `${file}:${start + index + 1}`;
    if (delimiter !== 1) problems.push(`${at(0)}: a table must start with its header and the delimiter row under it`);
    const header = delimiter > 0 ? delimiter - 1 : 0;
    const columns = cells(block[header]!);
    block.forEach((line, index) => {
      if (index !== header && cells(line) !== columns) problems.push(`${at(index)}: ${cells(line)} cells under a header of ${columns}`);
    });
    start = end;
  }
  return problems;
}

describe('the Markdown tables of the README and docs', () => {
  it.each(documents)('%s: every table starts with its header, and every row has its header’s number of cells', (file) => {
    expect(tableProblems(file)).toEqual([]);
  });
});
