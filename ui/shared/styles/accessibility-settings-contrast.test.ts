import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contrastRatio } from '@core/accessibility/colour-contrast';

// The high contrast setting remaps the colour tokens: every text pair the site uses must
// keep at least AAA contrast (7:1) with them, and never fall below AA (4.5:1).
const css = readFileSync(fileURLToPath(new URL('./accessibility-settings.css', import.meta.url)), 'utf8');
const block = /html\[data-a11y-contrast='high'\] \{([^}]*)\}/.exec(css)![1]!;
const tokens = Object.fromEntries(
  [...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, hex]) => [name!, hex!]),
);

// foreground token, background token: the pairs the components use for text
const pairs: [string, string][] = [
  ['color-text', 'color-surface'],
  ['color-text-muted', 'color-surface'],
  ['color-text', 'color-surface-alt'],
  ['color-text-muted', 'color-surface-alt'],
  ['color-text-inverse', 'color-navy'],
  ['color-white', 'color-navy-700'],
  ['color-white', 'color-navy-600'],
  ['color-navy', 'color-gold'],
  ['color-gold', 'color-navy'],
  ['color-navy', 'color-white'],
  ['color-danger', 'color-surface'],
  ['color-danger', 'color-danger-bg'],
  ['color-white', 'color-danger'],
  ['color-success', 'color-surface'],
  ['color-focus', 'color-focus-inner'],
];

describe('high contrast colours', () => {
  it.each(pairs)('%s on %s is at least 7:1', (fg, bg) => {
    expect(tokens[fg], fg).toBeDefined();
    expect(tokens[bg], bg).toBeDefined();
    expect(contrastRatio(tokens[fg]!, tokens[bg]!)).toBeGreaterThanOrEqual(7);
  });
});
