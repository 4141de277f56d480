import { ok, type NewsArticle, type NewsSearchHit, type SearchPort } from '@core';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';
import { memorySeed } from '../seed';

const words = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** How well an article answers the term: title words count three times, summary words once. */
function relevance(article: NewsArticle, term: string, exact: boolean): number {
  const title = words(article.title);
  const summary = words(article.summary);
  if (exact) {
    // whole phrase, on word boundaries, case- and punctuation-insensitive
    const phrase = ` ${words(term).join(' ')} `;
    const has = (ws: string[]) => ` ${ws.join(' ')} `.includes(phrase);
    return (has(title) ? 3 : 0) + (has(summary) ? 1 : 0);
  }
  // any word of the term; a word also matches the start of a longer one ("tick" finds "tickets")
  const count = (ws: string[], t: string) => ws.filter((w) => w.startsWith(t)).length;
  return words(term).reduce((score, t) => score + 3 * count(title, t) + count(summary, t), 0);
}

const hitOf = (a: NewsArticle): NewsSearchHit => ({
  slug: a.slug,
  title: a.title,
  publishedDate: a.publishedAt,
  category: a.category.title,
  imageKey: a.imageKey,
});

/** News search over the news seed, with the service's query shape (term, size, start, sort, filter). */
export function createSearchMemory(
  seed: readonly NewsArticle[] = memorySeed.news,
  options: MemoryOptions = {},
): SearchPort & MemoryControls {
  const behaviour = memoryBehaviour('news-search', options);
  return {
    failWith: behaviour.failWith,
    news: (query) =>
      behaviour.respond(() => {
        if (words(query.term).length === 0) return ok({ hits: [], found: 0 });
        const date = (a: NewsArticle) => Date.parse(a.publishedAt);
        const scored = seed
          .map((article) => ({ article, score: relevance(article, query.term, query.filter === 'exact') }))
          .filter((s) => s.score > 0)
          .sort((x, y) => (query.sort === 'date' ? 0 : y.score - x.score) || date(y.article) - date(x.article));
        const start = Math.max(0, Math.floor(query.start));
        const size = Math.max(0, Math.floor(query.size));
        return ok({ hits: scored.slice(start, start + size).map((s) => hitOf(s.article)), found: scored.length });
      }),
  };
}
