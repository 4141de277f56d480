import { allPlayers, squadSeeds } from '@protocol/match-data/squads-seed';
import { createStandIn } from '../app';
import { drawCrest, crestStyle, CLUB_CREST_KEY } from './draw-crest';
import { digitsAt } from './digit-font';
import { drawLibraryImage } from './draw-library-image';
import {
  drawPortrait,
  NUMBER_CENTRE_U,
  NUMBER_HEIGHT,
  NUMBER_TOP_V,
  portraitFeatures,
  teamKits,
} from './draw-portrait';

const pixel = (rgb: Uint8Array, width: number, x: number, y: number) =>
  Array.from(rgb.subarray((y * width + x) * 3, (y * width + x) * 3 + 3));
const fingerprint = (rgb: Uint8Array) => Buffer.from(rgb).toString('base64');
const INK: Readonly<Record<string, number>> = { 0: 12, 1: 7, 2: 11, 3: 11, 4: 9, 5: 11, 6: 12, 7: 7, 8: 13, 9: 12 };

/** pixels of exactly the number's colour inside the number's box */
function numberPixels(key: string, size: number): number {
  const f = portraitFeatures(key)!;
  const rgb = drawPortrait(key, size, size, 'fill')!;
  let n = 0;
  for (let y = Math.floor(NUMBER_TOP_V * size); y < Math.ceil((NUMBER_TOP_V + NUMBER_HEIGHT) * size); y++) {
    for (let x = Math.floor((NUMBER_CENTRE_U - 0.1) * size); x < Math.ceil((NUMBER_CENTRE_U + 0.1) * size); x++) {
      if (pixel(rgb, size, x, y).join() === f.kit.number.join()) n += 1;
    }
  }
  return n;
}

describe('portraits (player/ and staff/ keys)', () => {
  it('draws a different portrait for every player of every squad, the same one every time', () => {
    const prints = allPlayers.map((p) => fingerprint(drawLibraryImage(p.imageKey, 48, 48, 'cover')));
    expect(new Set(prints).size).toBe(allPlayers.length);
    expect(fingerprint(drawLibraryImage('player/t1-p07', 48, 48, 'cover'))).toBe(prints[6]);
    const staff = squadSeeds.flatMap((s) =>
      s.staff.map((x) => fingerprint(drawLibraryImage(x.imageKey, 48, 48, 'cover'))),
    );
    expect(new Set(staff).size).toBe(staff.length);
  });

  it("prints the player's own shirt number from the squads seed, in as many cells as its digits have ink", () => {
    const size = 300;
    const cell = ((NUMBER_HEIGHT / 5) * size) ** 2;
    for (const p of squadSeeds[0]!.players.slice(0, 12)) {
      expect(portraitFeatures(p.imageKey)!.number).toBe(String(p.shirtNumber));
      const ink = [...String(p.shirtNumber)].reduce((sum, d) => sum + INK[d]!, 0);
      const drawn = numberPixels(p.imageKey, size);
      expect(drawn / (ink * cell), `${p.playerID} #${p.shirtNumber}`).toBeGreaterThan(0.75);
      expect(drawn / (ink * cell), `${p.playerID} #${p.shirtNumber}`).toBeLessThan(1.25);
    }
    expect(portraitFeatures('staff/t1-s01')!.number).toBe('');
  });

  it("the digit font draws each glyph's cells", () => {
    // '1' is 010/110/010/010/111: the top row's middle cell is inked, its corners are not
    expect(digitsAt(0.5, 0.01, '1', 0.5, 0, 0.5)).toBe(true);
    expect(digitsAt(0.41, 0.01, '1', 0.5, 0, 0.5)).toBe(false);
    expect(digitsAt(0.5, 0.6, '1', 0.5, 0, 0.5)).toBe(false);
  });

  it('varies skin tone, hair colour and style across a squad; each team has its own kit, goalkeepers theirs', () => {
    const features = allPlayers.map((p) => portraitFeatures(p.imageKey)!);
    expect(new Set(features.map((f) => f.skin.join())).size).toBeGreaterThanOrEqual(6);
    expect(new Set(features.map((f) => f.hair.join())).size).toBeGreaterThanOrEqual(4);
    expect(new Set(features.map((f) => f.hairStyle)).size).toBeGreaterThanOrEqual(4);
    const outfieldShirts = new Set(
      allPlayers.filter((p) => p.position !== 'Goalkeeper').map((p) => portraitFeatures(p.imageKey)!.kit.shirt.join()),
    );
    expect(outfieldShirts).toEqual(new Set(Object.values(teamKits).map((k) => k.shirt.join())));
    const keeper = allPlayers.find((p) => p.position === 'Goalkeeper')!;
    expect(portraitFeatures(keeper.imageKey)!.kit.shirt).not.toEqual(teamKits[keeper.teamID]!.shirt);
  });

  it('places the square figure by fit: contain letterboxes, cover and fill fill the frame', () => {
    const contain = drawPortrait('player/t3-p10', 300, 150, 'contain')!;
    const letterbox = pixel(contain, 300, 2, 75);
    expect(pixel(contain, 300, 297, 75)).toEqual(letterbox);
    expect(pixel(contain, 300, 150, 75)).not.toEqual(letterbox);
    expect(drawPortrait('player/t3-p10', 300, 150, 'cover')).toHaveLength(300 * 150 * 3);
    expect(drawPortrait('news-01', 10, 10, 'cover')).toBeUndefined();
  });

  it('is fast enough for a squad page (400x400 well under 100 ms)', () => {
    drawLibraryImage('player/t1-p01', 400, 400, 'cover');
    const started = performance.now();
    for (let i = 2; i < 7; i++) drawLibraryImage(`player/t1-p0${i}`, 400, 400, 'cover');
    expect((performance.now() - started) / 5).toBeLessThan(100);
  });

  it('is served by the image library for an encoded key', async () => {
    const standIn = createStandIn();
    const get = async (key: string) =>
      new Uint8Array(
        await (
          await standIn.fetch(new Request(`http://stand-in.test/images/v2/${encodeURIComponent(key)}/64x64`))
        ).arrayBuffer(),
      );
    const [a, b] = [await get('player/t1-p07'), await get('player/t1-p08')];
    expect(Array.from(a.subarray(1, 4))).toEqual([0x50, 0x4e, 0x47]);
    expect(a).not.toEqual(b);
  });
});

describe('crests (crest/ keys)', () => {
  it('the club crest is navy and gold; other clubs get their own colours or pattern', () => {
    expect(crestStyle(CLUB_CREST_KEY)).toMatchObject({ field: [11, 29, 58], charge: [242, 183, 5] });
    const keys = [
      'crest/lowfield-rovers',
      'crest/eastmoor-athletic',
      'crest/harrowdene-vale',
      'crest/kingsferry-town',
      'crest/port-calder',
    ];
    const prints = [CLUB_CREST_KEY, ...keys].map((k) => fingerprint(drawCrest(k, 40, 40, 'contain')));
    expect(new Set(prints).size).toBe(prints.length);
    for (const k of keys) expect(crestStyle(k).charge).not.toEqual(crestStyle(k).field);
  });

  it('draws the shield on a light ground: corners are ground, the centre is the ball', () => {
    const rgb = drawLibraryImage(CLUB_CREST_KEY, 100, 100, 'contain');
    expect(pixel(rgb, 100, 0, 0)).toEqual([246, 246, 248]);
    expect(pixel(rgb, 100, 50, 47)).toEqual([30, 30, 30]);
    // a competition key is not a crest key: it keeps the generic picture
    expect(fingerprint(drawLibraryImage('competition/youth-cup', 20, 20, 'cover'))).not.toBe(
      fingerprint(drawCrest('competition/youth-cup', 20, 20, 'cover')),
    );
  });
});
