import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../compileHints';

type OutputAsset = Rollup.OutputAsset;
type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code }) as OutputChunk;
const map = (fileName: string, mappings: string) => ({ type: 'asset', fileName, source: JSON.stringify({ version: 3, mappings }) }) as OutputAsset;

describe('compileHints', () => {
  it('puts the hint on the first line of each script but the smallest, and its source map one line down', () => {
    const big = `export function f(){return ${'1+'.repeat(1500)}1}`;
    const bundle = {
      'assets/index.js': chunk('assets/index.js', big),
      'assets/index.js.map': map('assets/index.js.map', 'AAAA,CAAC'),
      'assets/runtime.js': chunk('assets/runtime.js', 'var e=1;'),
      'assets/runtime.js.map': map('assets/runtime.js.map', 'AAAA'),
    } as unknown as OutputBundle;
    const hook = compileHints().generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
    hook.handler({}, bundle);
    expect((bundle['assets/index.js'] as OutputChunk).code).toBe(`${COMPILE_HINT}\n${big}`);
    expect(JSON.parse((bundle['assets/index.js.map'] as OutputAsset).source as string).mappings).toBe(';AAAA,CAAC');
    expect((bundle['assets/runtime.js'] as OutputChunk).code).toBe('var e=1;');
    expect(JSON.parse((bundle['assets/runtime.js.map'] as OutputAsset).source as string).mappings).toBe('AAAA');
  });
});
