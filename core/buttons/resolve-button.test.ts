import fc from 'fast-check';
import { iconNames } from '../config/site-config';
import type { ButtonData } from '../pages/page-types';
import { isInternalLink } from '../routing/link-kind';
import { buttonTypes, resolveButton } from './resolve-button';

const buttonArb: fc.Arbitrary<ButtonData> = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...buttonTypes), fc.string()) as fc.Arbitrary<ButtonData['type']>,
    link: fc.oneof(fc.constantFrom('/news', '//evil.example', 'https://shop.uzfc.example'), fc.string()),
    text: fc.string(),
    newTab: fc.boolean(),
    inline: fc.boolean(),
    small: fc.boolean(),
    icon: fc.oneof(fc.constantFrom(...iconNames), fc.constantFrom('externallink', 'TICKETS', 'Unicorn'), fc.string()),
    iconAlignment: fc.oneof(fc.constantFrom('left' as const, 'right' as const), fc.string()) as fc.Arbitrary<
      ButtonData['iconAlignment']
    >,
    image: fc.string(),
  },
  { requiredKeys: ['link', 'text'] },
);

describe('resolveButton', () => {
  it('quotes the spec defaults: primary-light, icon on the right, internal when the link starts with /', () => {
    expect(resolveButton({ link: '/videos', text: 'Watch Live' })).toEqual({
      type: 'primary-light',
      link: '/videos',
      text: 'Watch Live',
      newTab: false,
      inline: false,
      small: false,
      iconAlignment: 'right',
      internal: true,
    });
    const shop = resolveButton({
      link: 'https://shop.uzfc.example',
      text: 'Buy now',
      type: 'ghost-dark',
      icon: 'ExternalLink',
      iconAlignment: 'left',
      newTab: true,
    });
    expect(shop).toMatchObject({
      type: 'ghost-dark',
      icon: 'ExternalLink',
      iconAlignment: 'left',
      newTab: true,
      internal: false,
    });
    expect(resolveButton({ link: '/', text: 'x', icon: 'Unicorn' })).not.toHaveProperty('icon');
    expect(resolveButton({ link: '/', text: 'x', icon: 'externalLink' }).icon).toBe('ExternalLink');
  });

  it('always gives a known type, alignment and icon, and the link kind of its link', () => {
    fc.assert(
      fc.property(buttonArb, (b) => {
        const r = resolveButton(b);
        expect(buttonTypes).toContain(r.type);
        expect(['left', 'right']).toContain(r.iconAlignment);
        if (r.icon !== undefined) expect(iconNames).toContain(r.icon);
        expect(r.internal).toBe(isInternalLink(b.link));
        expect(r.link).toBe(b.link);
        expect(r.text).toBe(b.text);
        expect(r.type).toBe(b.type !== undefined && buttonTypes.includes(b.type) ? b.type : 'primary-light');
        expect(r.iconAlignment).toBe(b.iconAlignment === 'left' ? 'left' : 'right');
        // a listed icon is never dropped
        if (b.icon !== undefined && (iconNames as readonly string[]).includes(b.icon)) expect(r.icon).toBe(b.icon);
      }),
    );
  });

  it('is idempotent on its own output', () => {
    fc.assert(
      fc.property(buttonArb, (b) => {
        const r = resolveButton(b);
        const { internal: _internal, ...data } = r;
        expect(resolveButton(data)).toEqual(r);
      }),
    );
  });
});
