/**
 * Generated head-and-shoulders portraits for the image library's 'player/{playerID}' and
 * 'staff/{staffID}' keys: a figure in the team's kit (colours per team, t1..t4), a player's shirt
 * number on the chest (read from the shared squads seed, so the picture matches the squad page),
 * skin tone, hair style and colour, and face details drawn from a PRNG seeded by the key. Staff
 * wear a club jacket without a number. Pure: the same key and size always give the same pixels.
 * Returns RGB bytes, like drawImage, so any encoder in images.ts can take it.
 */
import { playerById } from '@protocol/match-data/squads-seed';
import { createPrng, hashString, type Prng } from '@protocol/shared/prng';
import type { Fit } from './draw-image';
import { digitsAt } from './digit-font';
import { ellipse, mix, paintSquare, type Rgb } from './pixel-frame';

export interface Kit {
  readonly shirt: Rgb;
  readonly trim: Rgb;
  readonly number: Rgb;
}

const NAVY: Rgb = [11, 29, 58];
const GOLD: Rgb = [242, 183, 5];
const WHITE: Rgb = [244, 244, 244];
const BLACK: Rgb = [0, 0, 0];
const GOALKEEPER_SHIRT: Rgb = [34, 139, 84];
const EYE: Rgb = [32, 26, 24];
const OTHER_SHIRTS: readonly Rgb[] = [
  [170, 30, 40],
  [20, 110, 60],
  [90, 40, 130],
  [200, 90, 20],
  [30, 30, 30],
  [20, 90, 150],
];

/** the club's four kits: men navy and gold, women gold, U21 white, U18 sky blue */
export const teamKits: Readonly<Record<string, Kit>> = {
  t1: { shirt: NAVY, trim: GOLD, number: GOLD },
  t2: { shirt: GOLD, trim: NAVY, number: NAVY },
  t3: { shirt: WHITE, trim: NAVY, number: NAVY },
  t4: { shirt: [110, 172, 226], trim: NAVY, number: WHITE },
};

const SKIN_TONES: readonly Rgb[] = [
  [255, 223, 186],
  [241, 194, 145],
  [226, 172, 120],
  [198, 138, 86],
  [168, 108, 62],
  [141, 85, 45],
  [112, 68, 36],
  [84, 52, 30],
];
const HAIR_COLOURS: readonly Rgb[] = [
  [22, 18, 16],
  [48, 32, 22],
  [86, 58, 36],
  [128, 82, 44],
  [150, 70, 34],
  [214, 178, 112],
];
const GREY_HAIR: Rgb = [168, 166, 160];
type HairStyle = 'crop' | 'afro' | 'long' | 'bun' | 'shaved' | 'bald';

export interface PortraitFeatures {
  readonly kind: 'player' | 'staff';
  readonly teamId: string;
  readonly kit: Kit;
  /** '' for staff */
  readonly number: string;
  readonly skin: Rgb;
  readonly hair: Rgb;
  readonly hairStyle: HairStyle;
  readonly beard: boolean;
  /** small variations of the head so faces differ in shape too */
  readonly headWidth: number;
  readonly hairline: number;
}

/** where the shirt number sits on the chest, in the unit square */
export const NUMBER_CENTRE_U = 0.5;
export const NUMBER_TOP_V = 0.8;
export const NUMBER_HEIGHT = 0.12;

const PORTRAIT_KEY = /^(player|staff)\/(t\d+)-([ps])(\d+)$/;

export const isPortraitKey = (key: string): boolean => PORTRAIT_KEY.test(key);

function kitOf(teamId: string, prng: Prng): Kit {
  const known = teamKits[teamId];
  if (known) return known;
  // an unknown team still gets a kit of its own, stable for its id
  return {
    shirt: OTHER_SHIRTS[hashString(teamId) % OTHER_SHIRTS.length] ?? NAVY,
    trim: WHITE,
    number: prng.pick([WHITE, GOLD]),
  };
}

/** everything a portrait varies by, drawn once from the key */
export function portraitFeatures(key: string): PortraitFeatures | undefined {
  const m = PORTRAIT_KEY.exec(key);
  if (!m) return undefined;
  const kind = m[1] === 'player' ? 'player' : 'staff';
  const teamId = m[2] as string;
  const prng = createPrng(hashString(key));
  const women = teamId === 't2';
  const styles: readonly HairStyle[] = women
    ? ['long', 'long', 'bun', 'crop', 'afro']
    : kind === 'staff'
      ? ['crop', 'shaved', 'bald', 'crop']
      : ['crop', 'crop', 'afro', 'shaved', 'long'];
  const player = kind === 'player' ? playerById(`${teamId}-${m[3]}${m[4]}`) : undefined;
  const teamKit = kitOf(teamId, prng);
  // goalkeepers wear their own colours, as on the pitch
  const kit = player?.position === 'Goalkeeper' ? { ...teamKit, shirt: GOALKEEPER_SHIRT, number: WHITE } : teamKit;
  const number = kind === 'staff' ? '' : String(player?.shirtNumber ?? 2 + (hashString(key) % 39));
  const hair = kind === 'staff' && prng.next() < 0.35 ? GREY_HAIR : prng.pick(HAIR_COLOURS);
  return {
    kind,
    teamId,
    kit,
    number,
    skin: prng.pick(SKIN_TONES),
    hair,
    hairStyle: prng.pick(styles),
    beard: !women && prng.next() < (kind === 'staff' ? 0.45 : 0.2),
    headWidth: 0.14 + prng.next() * 0.025,
    hairline: 0.27 + prng.next() * 0.04,
  };
}

/** the figure at (u, v) in the unit square, front to back; undefined where the background shows */
function portraitPixel(f: PortraitFeatures, u: number, v: number): Rgb | undefined {
  const { kit, skin, hair } = f;
  const jacket = mix(kit.shirt, BLACK, 0.35);
  const cloth = f.kind === 'staff' ? jacket : kit.shirt;
  const dx = Math.abs(u - 0.5);

  // shoulders and chest
  const body = ellipse(u, v, 0.5, 1.1, 0.47, 0.42);
  if (body < 1 && v > 0.64) {
    const vDepth = 0.77 - v;
    if (vDepth > 0 && dx < vDepth * 0.55) return mix(skin, BLACK, 0.14);
    if (vDepth > -0.02 && dx < vDepth * 0.55 + 0.02) return kit.trim;
    if (body > 0.9) return kit.trim;
    if (f.kind === 'staff' && dx < 0.008) return kit.trim;
    if (f.number && digitsAt(u, v, f.number, NUMBER_CENTRE_U, NUMBER_TOP_V, NUMBER_HEIGHT)) return kit.number;
    // light from the left: the cloth darkens towards the right shoulder
    return mix(cloth, BLACK, Math.max(0, (u - 0.5) * 0.3) + body * 0.08);
  }

  const head = ellipse(u, v, 0.5, 0.38, f.headWidth, 0.19);
  if (head < 1) {
    if (f.hairStyle !== 'bald' && v < f.hairline) return f.hairStyle === 'shaved' ? mix(skin, hair, 0.55) : hair;
    // eyes and brows, mirrored about the centre line
    if (ellipse(dx, v, 0.055, 0.39, 0.017, 0.014) < 1) return EYE;
    if (Math.abs(dx - 0.055) < 0.03 && Math.abs(v - 0.357) < 0.007 && f.hairStyle !== 'bald')
      return mix(hair, skin, 0.2);
    if (dx < 0.036 && Math.abs(v - 0.475) < 0.006) return mix(skin, [120, 40, 44], 0.55);
    if (dx < 0.011 && v > 0.405 && v < 0.445) return mix(skin, BLACK, 0.1);
    if (f.beard && v > 0.44 && head > 0.35) return mix(skin, hair, 0.75);
    // the face is lit from the left, like the shirt
    return mix(skin, BLACK, Math.max(0, (u - 0.5) * 0.35) + head * 0.06);
  }
  // ears, then the neck
  if (
    ellipse(u, v, 0.5 - f.headWidth, 0.4, 0.026, 0.045) < 1 ||
    ellipse(u, v, 0.5 + f.headWidth, 0.4, 0.026, 0.045) < 1
  )
    return mix(skin, BLACK, 0.08);
  if (dx < 0.07 && v > 0.5 && v < 0.78) return mix(skin, BLACK, 0.16);

  // hair behind the head
  if (f.hairStyle === 'afro' && ellipse(u, v, 0.5, 0.31, f.headWidth + 0.07, 0.19) < 1) return hair;
  if (f.hairStyle === 'long' && ellipse(u, v, 0.5, 0.43, f.headWidth + 0.05, 0.28) < 1 && v < 0.68)
    return mix(hair, BLACK, 0.1);
  if (f.hairStyle === 'bun' && ellipse(u, v, 0.5, 0.17, 0.065, 0.06) < 1) return hair;
  if (
    f.hairStyle !== 'bald' &&
    f.hairStyle !== 'shaved' &&
    ellipse(u, v, 0.5, 0.37, f.headWidth + 0.012, 0.205) < 1 &&
    v < f.hairline
  )
    return hair;

  return undefined;
}

/** the team's colours, light, lighter towards the top */
const backgroundAt = (kit: Kit, v: number): Rgb => mix(mix(kit.trim, WHITE, 0.78), mix(kit.shirt, WHITE, 0.5), v);

/** undefined when the key is not a portrait key (the caller draws its default picture) */
export function drawPortrait(key: string, width: number, height: number, fit: Fit): Uint8Array | undefined {
  const features = portraitFeatures(key);
  if (!features) return undefined;
  // the background depends on the row only: worked out once a row, not once a pixel
  let rowV = Number.NaN;
  let rowBackground: Rgb = WHITE;
  return paintSquare(width, height, fit, mix(features.kit.shirt, WHITE, 0.5), (u, v) => {
    if (v !== rowV) {
      rowV = v;
      rowBackground = backgroundAt(features.kit, v);
    }
    return portraitPixel(features, u, v) ?? rowBackground;
  });
}
