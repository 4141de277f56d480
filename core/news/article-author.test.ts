import fc from 'fast-check';
import { articleAuthor } from './article-author';

describe('articleAuthor (property)', () => {
  it("is the article's own author when it has one, else the default, never blank text", () => {
    fc.assert(fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (author, fallback) => {
      const out = articleAuthor(author, fallback);
      if (author.trim() !== '') expect(out).toBe(author.trim());
      else expect(out).toBe(fallback?.trim() ?? '');
      expect(out).toBe(out.trim());
    }));
  });
});
