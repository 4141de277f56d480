/**
 * The one news seed, shared by the stand-in's web API and the in-memory adapter (as
 * protocol/video/video-catalogue-seed.ts is for videos), so both modes show the same
 * articles and tests name the same ones.
 *
 * Seeded news: 72 articles over seven categories, published across the eleven months
 * before the day the service started (seedArticlesAt), newest first. Bodies are HTML with paragraphs, headings, a list, a
 * blockquote and an inline image from the image library. Exactly one article
 * (hostileArticleSlug) carries hostile HTML so the site's sanitising is visible.
 *
 * Inline image addresses hold the IMAGES_BASE placeholder; the news service
 * replaces it with the stand-in's own origin at response time (so the same seed
 * works over a real port and inside msw), the memory adapter with drawn pictures.
 */
import { createPrng } from '../shared/prng';

export const IMAGES_BASE = '{{IMAGES_BASE}}';

export interface SeedCategory {
  readonly slug: string;
  readonly title: string;
}

export interface SeedArticle {
  readonly postID: string;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  /** ISO 8601 UTC */
  readonly publishedDateTime: string;
  readonly category: SeedCategory;
  readonly imageKey: string;
  readonly imageAlt: string;
  readonly author: string;
  readonly tags: readonly string[];
  readonly bodyHtml: string;
}

export const newsCategories: readonly SeedCategory[] = [
  { slug: 'first-team', title: 'First Team' },
  { slug: 'women', title: 'Women' },
  { slug: 'academy', title: 'Academy' },
  { slug: 'club', title: 'Club News' },
  { slug: 'community', title: 'Community' },
  { slug: 'interviews', title: 'Interviews' },
  { slug: 'match-reports', title: 'Match Reports' },
];

const menPlayers = [
  'Tom Ashby',
  'Kieran Vale',
  'Marcus Oduya',
  'Ellis Brennan',
  'Sam Holloway',
  'Jamie Coyle',
  'Rhys Dunmore',
  'Luca Ferrand',
];
const womenPlayers = ['Hannah Pryce', 'Abi Lockwood', 'Freya Mallory', 'Chloe Adeyemi', 'Megan Tull', 'Isla Harcourt'];
const academyPlayers = ['Josh Kinsella', 'Ollie Trent', 'Callum Reade', 'Noah Fairbairn'];
const opponents = [
  'Harbour Town',
  'Redmoor Rovers',
  'Castlebridge City',
  'Northgate Athletic',
  'Fenwick United',
  'Ashvale Wanderers',
  'Kingsferry',
  'Stonemere Albion',
];
const authors = ['UZFC Media', 'Dan Whitcombe', 'Priya Nair', 'Gareth Lowe'];

const titleTemplates: Record<string, readonly string[]> = {
  'first-team': [
    '{player} signs new contract',
    'Team news ahead of {opponent}',
    '{player} named Player of the Month',
    'Squad returns for pre-match training',
    'Injury update: {player}',
    'Manager previews {opponent} clash',
  ],
  women: [
    '{wplayer} extends stay at Zenith Park',
    'Women beat {opponent} in the cup',
    '{wplayer} called up for international duty',
    "Women's fixtures confirmed",
    'Double for {wplayer} against {opponent}',
  ],
  academy: [
    '{aplayer} earns first professional deal',
    'U18s through to the youth cup last sixteen',
    'Academy open day announced',
    'U21s held by {opponent}',
    '{aplayer} joins first-team training',
  ],
  club: [
    'Zenith Park pitch renovation complete',
    'Annual accounts published',
    'New kit launch date confirmed',
    'Club statement on ticket prices',
    'Matchday travel advice for {opponent}',
  ],
  community: [
    'Foundation launches walking football sessions',
    'Players visit local primary schools',
    'Food bank collection at Zenith Park',
    'Community trust reaches 10,000 participants',
    'Holiday camps return',
  ],
  interviews: [
    '{player}: "We owe the fans a performance"',
    'In conversation with {wplayer}',
    'Manager reflects on the {opponent} result',
    '{aplayer} on life in the academy',
    'Kit manager behind the scenes',
  ],
  'match-reports': [
    'Report: UZFC 2-1 {opponent}',
    'Report: {opponent} 0-0 UZFC',
    'Report: UZFC 3-0 {opponent}',
    'Report: {opponent} 2-2 UZFC',
    'Report: UZFC 1-2 {opponent}',
  ],
};

export const hostileArticleSlug = 'supporters-forum-minutes-published';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['"]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const pad = (n: number): string => String(n).padStart(2, '0');

function body(title: string, player: string, opponent: string, imageKey: string, alt: string): string {
  return [
    `<p>${title}. Upper Zenith Football Club can confirm the news today, with supporters at Zenith Park set to see the impact over the coming weeks.</p>`,
    `<h2>What it means for the squad</h2>`,
    `<p>${player} has been a regular presence in training and the coaching staff have been pleased with the response ahead of the meeting with ${opponent}.</p>`,
    `<ul><li>Training intensity remains high</li><li>The squad is fully focused on the next fixture</li><li>Supporters can follow every match on UZTV</li></ul>`,
    `<blockquote><p>"Everyone at the club is pulling in the same direction, and that starts with the supporters."</p><cite>${player}</cite></blockquote>`,
    `<h3>Pictures from the week</h3>`,
    `<figure><img src="${IMAGES_BASE}/v2/${imageKey}-inline/800x450?fit=cover" alt="${alt}" width="800" height="450"><figcaption>${alt}</figcaption></figure>`,
    `<p>Keep checking the website and the official app for the latest news from Zenith Park.</p>`,
  ].join('\n');
}

const hostileBody = [
  "<p>The minutes of the latest supporters' forum are now available.</p>",
  '<h2>Items discussed</h2>',
  '<ul><li>Ticket prices</li><li>Away travel</li><li>Safe standing</li></ul>',
  // deliberately hostile: the site must strip all three
  '<script>window.__uzfcHostile = true;</script>',
  '<img src="x" onerror="window.__uzfcHostile = true" alt="Forum photo">',
  '<p><a href="javascript:window.__uzfcHostile=true">Download the minutes</a></p>',
  '<blockquote><p>"A productive meeting."</p><cite>Supporters\' Trust</cite></blockquote>',
].join('\n');

export const ARTICLE_COUNT = 72;

/** the news covers the eleven months before the day the service started, the newest the day before */
export const NEWS_SPAN_DAYS = 334;
const DAY_MS = 86_400_000;

function buildArticles(startedAtMs: number): SeedArticle[] {
  const prng = createPrng(20252026);
  const today = Math.floor(startedAtMs / DAY_MS) * DAY_MS;
  const start = today - NEWS_SPAN_DAYS * DAY_MS;
  const end = today - DAY_MS;
  const step = (end - start) / (ARTICLE_COUNT - 1);
  const used = new Set<string>();
  const articles: SeedArticle[] = [];
  for (let i = 0; i < ARTICLE_COUNT; i++) {
    const category = newsCategories[i % newsCategories.length] as SeedCategory;
    const player = prng.pick(menPlayers);
    const wplayer = prng.pick(womenPlayers);
    const aplayer = prng.pick(academyPlayers);
    const opponent = prng.pick(opponents);
    const hostile = i === 24;
    const title = hostile
      ? "Supporters' forum minutes published"
      : prng
          .pick(titleTemplates[category.slug] ?? ['Club update'])
          .replace('{player}', player)
          .replace('{wplayer}', wplayer)
          .replace('{aplayer}', aplayer)
          .replace('{opponent}', opponent);
    let slug = hostile ? hostileArticleSlug : slugify(title);
    for (let n = 2; used.has(slug); n++) slug = `${slugify(title)}-${n}`;
    used.add(slug);
    // spread evenly, published between 08:00 and 18:59 UTC so the London day equals the UTC day
    const day = new Date(start + Math.floor(step * i));
    const published = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), prng.int(8, 18), prng.int(0, 59)),
    );
    const imageKey = `news-${pad(i + 1)}-${category.slug}`;
    const focus = category.slug === 'women' ? wplayer : category.slug === 'academy' ? aplayer : player;
    const imageAlt = `${focus} at Zenith Park`;
    articles.push({
      postID: `news-${1000 + i}`,
      slug,
      title,
      summary: hostile
        ? "Read the minutes from the latest supporters' forum at Zenith Park."
        : `${title}: the latest from Zenith Park.`,
      publishedDateTime: published.toISOString(),
      category,
      imageKey,
      imageAlt,
      author: prng.pick(authors),
      tags: [category.slug, slugify(focus), slugify(opponent)],
      bodyHtml: hostile ? hostileBody : body(title, focus, opponent, imageKey, imageAlt),
    });
  }
  // newest first, as every list answers
  return articles.sort((a, b) => b.publishedDateTime.localeCompare(a.publishedDateTime));
}

const built = new Map<number, readonly SeedArticle[]>();
/**
 * The news as of a service started at `startedAtMs`: the same 72 articles (titles, slugs, bodies)
 * on every run, dated across the eleven months before that day, newest first.
 */
export function seedArticlesAt(startedAtMs: number): readonly SeedArticle[] {
  const day = Math.floor(startedAtMs / DAY_MS);
  let articles = built.get(day);
  if (!articles) {
    articles = buildArticles(startedAtMs);
    if (built.size > 8) built.clear();
    built.set(day, articles);
  }
  return articles;
}
