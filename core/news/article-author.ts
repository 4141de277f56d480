/**
 * Who an article is by: its own author, or the web settings' default author when the
 * content service left it blank ('' when neither is set: the byline is then left out).
 */
export function articleAuthor(author: string, defaultAuthor: string | null | undefined): string {
  return author.trim() || defaultAuthor?.trim() || '';
}
