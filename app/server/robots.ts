/**
 * robots.txt: the whole site may be crawled except the app news layout (/app/, shown
 * inside the club's app, noindex per ROUTE-4); the sitemap lists what exists.
 */
export function robotsTxt(siteOrigin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /app/', '', `Sitemap: ${siteOrigin}/sitemap.xml`, ''].join('\n');
}
