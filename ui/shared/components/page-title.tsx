import { site } from '@core';

/** The document title, '{Page title} | UZFC' (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { readonly title: string }) {
  return <title>{`${title} | ${site.club.shortName}`}</title>;
}
