import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSliceGraph, cyclesOf, describeCycle } from '../test/slice-graph';

/* Slices are boundaries only if they form no knot: the slice import graph must be acyclic. */
const modulesDir = path.dirname(fileURLToPath(import.meta.url));

describe('API slice import graph', () => {
  it('has no cycle between slices', () => {
    const graph = buildSliceGraph(modulesDir);
    const cycles = cyclesOf(graph).map((component) => describeCycle(graph, component));
    expect(cycles.join('\n\n')).toBe('');
  });

  it('finds a cycle when there is one (through an index, a table and a type import)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'slice-graph-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('a/one/index.ts', "export { x } from './x';\n");
    write('a/one/x.ts', "import type { Y } from '../two/y.table';\nexport const x = 1;\n");
    write('a/two/y.table.ts', "import { z } from '../../b/three';\nexport type Y = 1;\n");
    write('b/three/index.ts', "export { x as z } from '../../a/one';\n");
    write('b/three/ok.test.ts', "import '../../a/two/y.table';\n");
    write('b/four/index.ts', "import { x } from '../../a/one/index.js';\nexport const w = x;\n");
    const graph = buildSliceGraph(root);
    expect(cyclesOf(graph)).toEqual([['a/one', 'a/two', 'b/three']]);
    expect(describeCycle(graph, ['a/one', 'a/two', 'b/three'])).toContain(
      'a/two → b/three: a/two/y.table.ts → ../../b/three',
    );
  });
});
