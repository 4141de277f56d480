import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { streamLockColours } from '@core/video/lock-colours';

// core checks a service's lock branding against the lock's own colours: they must be the tokens the CSS paints
const tokens = readFileSync(fileURLToPath(new URL('../../../shared/styles/tokens.css', import.meta.url)), 'utf8');
const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(tokens)?.[1]?.toLowerCase();

describe("the stream lock's own colours", () => {
  it('are the navy, white and gold tokens', () => {
    expect(streamLockColours).toEqual({
      background: token('color-navy'),
      foreground: token('color-white'),
      buttonBackground: token('color-gold'),
      buttonForeground: token('color-navy'),
    });
  });
});
