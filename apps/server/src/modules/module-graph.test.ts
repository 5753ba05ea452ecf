import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circles, moduleGraph } from './module-graph';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([node, uses]) => [node, new Set(uses)]));

describe("the server's modules", () => {
  const graph = moduleGraph(fileURLToPath(new URL('.', import.meta.url)));

  it('import each other one way only: no two modules import each other, and no circle runs through several', () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(circles(graph)).toEqual([]);
  });

  it('keep accounts below what users do: users imports none of entries, voting, legends', () => {
    expect([...graph.get('users')!].filter((name) => ['entries', 'voting', 'legends'].includes(name))).toEqual([]);
  });
});

describe('finding circles', () => {
  it('finds two modules that import each other, and a circle through three', () => {
    expect(circles(graphOf({ a: ['b'], b: ['a'] }))).toEqual(['a -> b -> a']);
    expect(circles(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual(['a -> b -> c -> a']);
  });

  it('finds none in a layered graph, however many paths reach the bottom', () => {
    expect(circles(graphOf({ top: ['middle', 'bottom'], middle: ['bottom'], bottom: [] }))).toEqual([]);
  });
});
