import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { site } from '@core';
import { articleShareUrl, shareLinks } from './share-links';

describe('shareLinks', () => {
  it('offers Twitter with the pre-text, Facebook and email', () => {
    const links = shareLinks('https://uzfc.example/news/a', 'Late winner');
    expect(links.map((l) => l.network)).toEqual(['twitter', 'facebook', 'email']);
    const twitter = new URL(links[0]!.href);
    expect(twitter.searchParams.get('text')).toBe('Latest news: Late winner');
    expect(twitter.searchParams.get('url')).toBe('https://uzfc.example/news/a');
  });

  it('round-trips any title and url through the query string (property)', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.string(), (url, title) => {
        const [twitter, facebook, email] = shareLinks(url, title);
        const t = new URL(twitter!.href);
        expect(t.searchParams.get('text')).toBe(`${site.share.twitterPreText}${title}`);
        expect(t.searchParams.get('url')).toBe(url);
        expect(new URL(facebook!.href).searchParams.get('u')).toBe(url);
        expect(email!.href.startsWith('mailto:?subject=')).toBe(true);
        expect(decodeURIComponent(email!.href.split('&body=')[1]!)).toBe(url);
      }),
    );
  });

  it('leaves out networks that are switched off', () => {
    const off = { ...site.share, twitter: false, email: false } as unknown as typeof site.share;
    expect(shareLinks('https://x.example', 't', off).map((l) => l.network)).toEqual(['facebook']);
  });

  it('shares the site address of an article', () => {
    expect(articleShareUrl('https://uzfc.example', 'late-winner')).toBe('https://uzfc.example/news/late-winner');
  });
});
