import { useEffect } from 'react';
import { site } from '@core';

export const pageTitleText = (title: string) => `${title} | ${site.club.shortName}`;

/**
 * The document title, '{Page title} | UZFC'. The server writes the first page's
 * title into <head> itself; after that each page sets it here. An effect rather than
 * a <title> element: React would otherwise stream a second <title> into the body of
 * the server's HTML, and the head's first title would go stale on navigation.
 */
export function PageTitle({ title }: { readonly title: string }) {
  const text = pageTitleText(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
