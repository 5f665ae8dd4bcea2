import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatInitialLoad, measureBuiltInitialLoad, measureInitialLoad, type BundleGraph } from './initial-load';

const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const code = (name: string) => `export const ${name} = ${JSON.stringify(name.repeat(50))};\n`;

describe('measureInitialLoad', () => {
  // index imports react and ui statically (ui twice over), a screen lazily; ui and the screen have CSS.
  const graph: BundleGraph = {
    'index.js': { source: code('index'), imports: ['react.js', 'ui.js'], css: ['index.css'] },
    'react.js': { source: code('react') },
    'ui.js': { source: code('ui'), imports: ['react.js'], css: ['ui.css'] },
    'screen.js': { source: code('screen'), imports: ['ui.js', 'chart.js'], css: ['screen.css'] },
    'chart.js': { source: code('chart') },
    'index.css': { source: 'body{margin:0}' },
    'ui.css': { source: new TextEncoder().encode('.button{color:red}') },
    'screen.css': { source: '.screen{display:grid}' },
  };

  it('sums the gzip sizes of the entry, its static imports and their CSS, each once, and no lazy chunk', () => {
    const load = measureInitialLoad(graph, ['index.js']);
    expect(load.files.map((f) => f.file).sort()).toEqual(['index.css', 'index.js', 'react.js', 'ui.css', 'ui.js']);
    const expected = gz(code('index')) + gz(code('react')) + gz(code('ui')) + gz('body{margin:0}') + gz('.button{color:red}');
    expect(load.total).toBe(expected);
    expect(load.files[0]!.gzip).toBe(Math.max(...load.files.map((f) => f.gzip)));
  });

  it('fails on a file the graph does not have', () => {
    expect(() => measureInitialLoad({ 'index.js': { source: '', imports: ['gone.js'] } }, ['index.js'])).toThrow('gone.js');
  });

  it('reports each file and the total against the budget', () => {
    const lines = formatInitialLoad({ files: [{ file: 'index.js', gzip: 1500 }], total: 1500 }, 200_000);
    expect(lines.at(-1)).toMatch(/total\s+1\.50 kB of 200\.00 kB$/);
    expect(lines).toHaveLength(3);
  });
});

describe('measureBuiltInitialLoad', () => {
  it('follows index.html and the static imports of a build on disk, not its import() calls', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'initial-load-'));
    mkdirSync(path.join(dir, 'assets'));
    const files = {
      'assets/index-a1.js': 'import{r as e}from"./react-b2.js";import"./ui-c3.js";const s=()=>import(`./screen-d4.js`);e(s);',
      'assets/react-b2.js': 'export const r=(x)=>x;',
      'assets/ui-c3.js': 'import{r}from"./react-b2.js";r(1);',
      'assets/screen-d4.js': 'export default 1;',
      'assets/index-e5.css': 'body{margin:0}',
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
    writeFileSync(
      path.join(dir, 'index.html'),
      '<script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-b2.js"><link rel="stylesheet" crossorigin href="/assets/index-e5.css">',
    );

    const load = measureBuiltInitialLoad(dir);

    expect(load.files.map((f) => f.file).sort()).toEqual(['assets/index-a1.js', 'assets/index-e5.css', 'assets/react-b2.js', 'assets/ui-c3.js']);
    const initial = ['assets/index-a1.js', 'assets/index-e5.css', 'assets/react-b2.js', 'assets/ui-c3.js'] as const;
    expect(load.total).toBe(initial.reduce((sum, file) => sum + gz(files[file]), 0));
  });
});
