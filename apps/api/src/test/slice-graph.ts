import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph between the API's slices (modules/<domain>/<slice>), read from the source:
 * every import/export specifier of every non-test .ts file, mapped to the slice that holds the
 * target. Files directly under modules/<domain>/ (the domain's composition) are a node of their
 * own named after the domain.
 */
export type SliceGraph = Map<string, Map<string, string[]>>;

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** 'scheduling/sessions' for a file in that slice, 'scheduling' for a domain-level file. */
export function sliceOf(modulesDir: string, file: string): string | null {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length >= 3 ? `${parts[0]}/${parts[1]}` : (parts[0] ?? null);
}

function resolveTarget(from: string, specifier: string): string {
  const target = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  if (existsSync(target) && statSync(target).isDirectory()) return path.join(target, 'index.ts');
  return `${target}.ts`;
}

export function buildSliceGraph(modulesDir: string): SliceGraph {
  const graph: SliceGraph = new Map();
  for (const file of sourceFiles(modulesDir)) {
    const from = sliceOf(modulesDir, file);
    if (!from) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith('.')) continue;
      const to = sliceOf(modulesDir, resolveTarget(file, specifier));
      if (!to || to === from) continue;
      const targets = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, targets);
      const via = targets.get(to) ?? [];
      targets.set(to, via);
      via.push(`${path.relative(modulesDir, file)} → ${specifier}`);
    }
  }
  return graph;
}

/** Strongly connected components with more than one node (Tarjan): each one is an import cycle. */
export function cyclesOf(graph: SliceGraph): string[][] {
  const nodes = new Set<string>(graph.keys());
  for (const targets of graph.values()) for (const to of targets.keys()) nodes.add(to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** One cycle, readable: each edge inside it with the imports that make it. */
export function describeCycle(graph: SliceGraph, component: string[]): string {
  const lines = [`cycle: ${component.join(' ↔ ')}`];
  for (const from of component) {
    for (const [to, via] of graph.get(from) ?? []) {
      if (component.includes(to)) lines.push(`  ${from} → ${to}: ${via.join(', ')}`);
    }
  }
  return lines.join('\n');
}
