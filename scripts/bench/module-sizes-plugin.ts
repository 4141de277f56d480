import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Where the client build writes each chunk's modules and their gzip estimate (beside vite's manifest). */
export const MODULE_SIZES_FILE = '.vite/module-sizes.json';

/** chunk file -> module (its path inside the project, or node_modules/<package>/...) -> gzip bytes alone */
export type ModuleSizes = Record<string, Record<string, number>>;

/**
 * Records which modules each chunk of the client build holds, so the size bench can say what
 * every package costs on every route. A module's bytes are its rendered code gzip-compressed
 * alone; the bench scales them to the chunk's real gzip size (compression shares a dictionary
 * across a chunk, so alone they overstate it).
 */
export function moduleSizesPlugin(root: string): Plugin {
  let enabled = false;
  return {
    name: 'uzfc-module-sizes',
    apply: 'build',
    // only the client build with a manifest (the bench's input): not the server or Storybook
    configResolved(config) {
      enabled = Boolean(config.build.manifest) && !config.build.ssr;
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      const sizes: ModuleSizes = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (!module.code) continue;
          const name = id
            .replace(/^\0/, '')
            .split(root)
            .join('')
            .replace(/^.*?(node_modules\/)/, '$1');
          modules[name] = gzipSync(module.code, { level: 9 }).length;
        }
        sizes[file] = modules;
      }
      this.emitFile({ type: 'asset', fileName: MODULE_SIZES_FILE, source: JSON.stringify(sizes) });
    },
  };
}
