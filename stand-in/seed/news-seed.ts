// The news seed is shared with the memory adapter: it lives in protocol/news.
export {
  ARTICLE_COUNT,
  hostileArticleSlug,
  IMAGES_BASE,
  newsCategories,
  seedArticles,
  slugify,
  type SeedArticle,
  type SeedCategory,
} from '@protocol/news/news-seed';
