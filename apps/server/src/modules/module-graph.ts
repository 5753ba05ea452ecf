import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Which modules each module's code imports (its tests aside), read from the import statements of its files. */
export function moduleGraph(modulesDir: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const name of readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    const uses = new Set<string>();
    for (const file of readdirSync(path.join(modulesDir, name), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = readFileSync(path.join(modulesDir, name, file), 'utf8');
      for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = path.relative(modulesDir, path.resolve(path.dirname(path.join(modulesDir, name, file)), fileName)).split(path.sep);
        if (target[0] !== '..' && target[0] !== name && target[0]) uses.add(target[0]);
      }
    }
    graph.set(name, uses);
  }
  return graph;
}

/** The circles in a graph, each as the path that closes it ("a -> b -> a"); none in a layered one. */
export function circles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) return void found.push([...trail.slice(at), node].join(' -> '));
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}
