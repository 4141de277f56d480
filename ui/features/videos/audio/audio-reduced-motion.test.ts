import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// jsdom evaluates no media queries, so the rule is checked in the stylesheet itself:
// the playing background animates, and under prefers-reduced-motion it does not.
const css = readFileSync(fileURLToPath(new URL('./audio-player-modal.module.css', import.meta.url)), 'utf8');

function block(source: string, opener: string): string {
  const start = source.indexOf(opener);
  if (start < 0) return '';
  let depth = 0;
  for (let i = source.indexOf('{', start); i < source.length; i += 1) {
    if (source[i] === '{') depth += 1;
    if (source[i] === '}' && --depth === 0) return source.slice(start, i + 1);
  }
  return '';
}

describe('audio player animated background', () => {
  it('animates while playing', () => {
    const outside = css.replace(block(css, '@media (prefers-reduced-motion: reduce)'), '');
    expect(block(outside, ".player[data-state='playing'] .background")).toMatch(/animation:\s*sweep/);
  });

  it('stops under prefers-reduced-motion', () => {
    const reduced = block(css, '@media (prefers-reduced-motion: reduce)');
    expect(reduced).toMatch(/\.player\[data-state='playing'\] \.background\s*\{\s*animation:\s*none/);
  });
});
