import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * The README stays a front page: at most 200 lines, opening with the two commands a newcomer types
 * (install and run the site; install and run every test, the command .ci/run runs), the rest in
 * docs/ by topic. Every link in the README, ui/README.md and docs/ names a file that exists.
 */
const README_MAX_LINES = 200;

/**
 * Topic pages other branches of this wave are writing (each owns its page); a link to one is let
 * through only while it is absent, and checked like any other once it exists.
 */
const WRITTEN_ON_OTHER_BRANCHES = new Set([
  'docs/cdn.md', // wave/edge
  'docs/security.md', // wave/security
  'docs/uztv-match-day.md', // wave/tv-access
  'docs/performance.md', // wave/perf
]);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** the repository paths a markdown page points at: its relative links, and docs/...md named in code spans */
export function linkedPaths(page: string, text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '');
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => normalize(join(dirname(page), decodeURI(target.split('#')[0]!))).replace(/[\\/]$/, ''));
  const named = [...prose.matchAll(/`(docs\/[\w./-]+\.md)`/g)].map((m) => normalize(m[1]!));
  return [...links, ...named];
}

export function missingLinks(pages: readonly string[], exists: (path: string) => boolean): string[] {
  return pages.flatMap((page) =>
    linkedPaths(page, readFileSync(page, 'utf8'))
      .filter((path) => !exists(path) && !WRITTEN_ON_OTHER_BRANCHES.has(path.replace(/\\/g, '/')))
      .map((path) => `${page} -> ${path}`),
  );
}

const readme = readFileSync('README.md', 'utf8');

describe('the README and docs/', () => {
  it(`the README is at most ${README_MAX_LINES} lines`, () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('opens with the two commands: install and run the site, install and run every test (the one .ci/run runs)', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const commands = firstBlock
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter(Boolean);
    expect(commands).toEqual(['npm ci && npm start', 'npm ci && npm test']);
    // nothing but the two commands and their title comes before them
    expect(readme.indexOf('```sh')).toBeLessThan(readme.indexOf('\n## '));
    const ciSteps = readFileSync('.ci/run', 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^npm /.test(line));
    expect(ciSteps.map((step) => step.split(' ').slice(0, 2).join(' '))).toEqual(['npm ci', 'npm test']);
  });

  it('finds a link to a missing file, and lets addresses, anchors and existing files through', () => {
    const page = 'docs/x.md';
    expect(linkedPaths(page, '[a](architecture.md#top) [b](https://example.com) [c](#here) `docs/testing.md`')).toEqual(
      [join('docs', 'architecture.md'), join('docs', 'testing.md')],
    );
    expect(linkedPaths('README.md', '[d](docs/decisions/) ```\n[e](gone.md)\n```')).toEqual([
      join('docs', 'decisions'),
    ]);
    // with nothing on disk every page the README links is missing, but for those other branches are writing
    const nothing = missingLinks(['README.md'], () => false);
    expect(nothing).toContain(`README.md -> ${join('docs', 'architecture.md')}`);
    expect(nothing.some((m) => m.endsWith('cdn.md'))).toBe(false);
  });

  it('every link in the README, ui/README.md and docs/ names a file that exists', () => {
    const pages = ['README.md', 'ui/README.md', ...markdownFiles('docs')];
    expect(missingLinks(pages, existsSync)).toEqual([]);
  });
});
