import { site, type NewsArticle, type NewsCategory } from '@core';

/**
 * Deterministic demo news for the in-memory adapters, stories and tests: 26
 * articles over the 2025-26 season in six categories. Bodies are built from each
 * article's own facts so no two read the same; one article carries hostile HTML on
 * purpose so the sanitiser is always exercised.
 */
export const newsCategories: readonly NewsCategory[] = [
  { slug: 'first-team', title: 'First Team' },
  { slug: 'women', title: 'Women' },
  { slug: 'academy', title: 'Academy' },
  { slug: 'club-news', title: 'Club News' },
  { slug: 'community', title: 'Community' },
  { slug: 'tickets', title: 'Tickets' },
];

interface ArticleSeed {
  readonly slug: string;
  readonly title: string;
  readonly category: string;
  readonly publishedAt: string;
  readonly summary: string;
  readonly imageAlt: string;
  readonly author: string;
  readonly quote: readonly [text: string, who: string];
  readonly points: readonly string[];
  readonly tags: readonly string[];
}

const { shortName, homeGround } = site.club;

const articles: readonly ArticleSeed[] = [
  { slug: 'uzfc-open-season-with-win-at-harbour-town', title: `${shortName} open the season with a win at Harbour Town`, category: 'first-team', publishedAt: '2025-08-09T16:55:00Z',
    summary: 'Two second-half goals gave the Zeniths a winning start on the opening day.', imageAlt: 'Players celebrate a goal in front of the away end', author: 'Tom Ridley',
    quote: ['The lads showed real character after the break.', 'Head coach Marta Kelso'], points: ['Okafor headed the opener from a corner', 'Lindqvist sealed it on the break', 'A clean sheet on debut for the new goalkeeper'], tags: ['match report', 'first team'] },
  { slug: 'season-ticket-sales-pass-twenty-thousand', title: 'Season ticket sales pass 20,000', category: 'tickets', publishedAt: '2025-07-04T09:00:00Z',
    summary: `Supporters have snapped up more than 20,000 season tickets for ${homeGround}.`, imageAlt: 'Rows of gold seats in the main stand', author: 'Club Media',
    quote: ['The support this summer has been remarkable.', 'Chief executive Dana Forsyth'], points: ['Family zone sold out', 'Under-18 prices frozen', 'Payment plans still open'], tags: ['tickets', 'season tickets'] },
  { slug: 'pre-season-fixtures-confirmed', title: 'Pre-season fixtures confirmed', category: 'first-team', publishedAt: '2025-07-01T10:00:00Z',
    summary: 'Five friendlies, including a home game against Northgate Rovers, make up the summer programme.', imageAlt: 'The squad training on a sunny pitch', author: 'Tom Ridley',
    quote: ['A good mix of minutes and travel for the group.', 'Head coach Marta Kelso'], points: ['Training camp in the hills', 'Home friendly at Zenith Park', 'Tickets on sale to members first'], tags: ['fixtures', 'pre-season'] },
  { slug: 'women-begin-title-defence', title: 'Women begin title defence with derby draw', category: 'women', publishedAt: '2025-09-07T15:40:00Z',
    summary: 'A late equaliser earned a point in a lively derby at Lowfield.', imageAlt: 'The women\'s captain lifts her arms to the crowd', author: 'Priya Nandal',
    quote: ['We never stopped running.', 'Captain Erin Blake'], points: ['Blake levelled in the 88th minute', 'Record away following', 'Next up: a home game under the lights'], tags: ['women', 'match report'] },
  { slug: 'academy-graduate-signs-first-professional-deal', title: 'Academy graduate signs first professional deal', category: 'academy', publishedAt: '2025-07-22T11:30:00Z',
    summary: 'Midfielder Sam Achterberg has signed a three-year contract.', imageAlt: 'A young player signs a contract at a desk', author: 'Club Media',
    quote: ['This is the club I have supported all my life.', 'Sam Achterberg'], points: ['Joined the academy at eight', 'Captained the U18s last season', 'Will train with the first team'], tags: ['academy', 'contracts'] },
  { slug: 'community-trust-launches-walking-football', title: 'Community trust launches walking football sessions', category: 'community', publishedAt: '2025-07-15T08:00:00Z',
    summary: 'Free weekly sessions for over-50s start at the training ground.', imageAlt: 'Older players walking with a ball on an indoor pitch', author: 'Community Trust',
    quote: ['Football is for everyone, at every age.', 'Trust director Aled Price'], points: ['Every Tuesday at 10am', 'No experience needed', 'Tea and biscuits afterwards'], tags: ['community', 'health'] },
  { slug: 'new-home-kit-revealed', title: 'New home kit revealed', category: 'club-news', publishedAt: '2025-07-10T18:00:00Z',
    summary: 'Navy and gold return with a pinstripe inspired by the 1925 shirt.', imageAlt: 'A navy shirt with gold pinstripes on a mannequin', author: 'Club Media',
    quote: ['We wanted to honour a century of the club.', 'Kit designer Jo Marsh'], points: ['On sale in the club shop', 'Recycled fabric', 'Junior sizes from age three'], tags: ['kit', 'shop'] },
  { slug: 'late-winner-sinks-eastbridge', title: 'Late winner sinks Eastbridge', category: 'first-team', publishedAt: '2025-08-23T16:58:00Z',
    summary: `A stoppage-time strike kept ${shortName} unbeaten at ${homeGround}.`, imageAlt: 'A striker wheels away after scoring', author: 'Tom Ridley',
    quote: ['The noise when it went in was unbelievable.', 'Striker Kofi Mensah'], points: ['Mensah scored in the 94th minute', 'Eastbridge had a man sent off', 'Attendance of 27,412'], tags: ['match report', 'first team'] },
  { slug: 'matchday-travel-advice-for-zenith-park', title: `Matchday travel advice for ${homeGround}`, category: 'tickets', publishedAt: '2025-08-01T12:00:00Z',
    summary: 'Road closures and extra trams for the first home game.', imageAlt: 'A tram stop outside the stadium', author: 'Supporter Services',
    quote: ['Please allow extra time for the first game back.', 'Stadium manager Ruth Oyelaran'], points: ['Extra trams from the city centre', 'Cycle racks at the south gate', 'Accessible drop-off on Forge Lane'], tags: ['matchday', 'travel'] },
  { slug: 'women-sign-international-defender', title: 'Women sign international defender', category: 'women', publishedAt: '2025-08-14T13:00:00Z',
    summary: 'Centre-back Ines Carvalho joins on a two-year deal.', imageAlt: 'A defender holds up a navy scarf', author: 'Priya Nandal',
    quote: ['I am excited by the ambition here.', 'Ines Carvalho'], points: ['Forty caps for her country', 'Left-footed and calm on the ball', 'Available for the opening game'], tags: ['women', 'transfers'] },
  { slug: 'u18s-reach-youth-cup-fourth-round', title: 'U18s reach the Youth Cup fourth round', category: 'academy', publishedAt: '2025-11-28T21:10:00Z',
    summary: 'A penalty shoot-out win took the young Zeniths through.', imageAlt: 'Young players embrace after a shoot-out', author: 'Academy Media',
    quote: ['Ice in their veins.', 'U18 coach Ben Harrow'], points: ['Goalkeeper saved two penalties', 'Home tie in the next round', 'Tickets from five pounds'], tags: ['academy', 'youth cup'] },
  { slug: 'stadium-expansion-plans-submitted', title: 'Stadium expansion plans submitted', category: 'club-news', publishedAt: '2025-10-02T10:00:00Z',
    summary: `Plans would add 4,000 seats to the north stand at ${homeGround}.`, imageAlt: 'An architect\'s drawing of a larger north stand', author: 'Club Media',
    quote: ['This is about room for the next generation of fans.', 'Chief executive Dana Forsyth'], points: ['Public consultation this autumn', 'Safe standing section', 'Work would start in summer 2027'], tags: ['stadium', 'club'] },
  { slug: 'foodbank-collection-raises-record-total', title: 'Foodbank collection raises a record total', category: 'community', publishedAt: '2025-10-20T09:30:00Z',
    summary: 'Supporters donated more than nine tonnes of food at the October home games.', imageAlt: 'Volunteers stack crates of food donations', author: 'Community Trust',
    quote: ['The generosity of our fans never fails to amaze us.', 'Trust director Aled Price'], points: ['Nine tonnes collected', 'Forty volunteers', 'Collections continue all season'], tags: ['community', 'charity'] },
  { slug: 'mensah-named-player-of-the-month', title: 'Mensah named Player of the Month', category: 'first-team', publishedAt: '2025-10-10T12:00:00Z',
    summary: 'Six goals in five games earned the striker the September award.', imageAlt: 'Kofi Mensah holds a trophy', author: 'Tom Ridley',
    quote: ['It is a team award really.', 'Kofi Mensah'], points: ['Six goals in five games', 'Two headers, four with his right foot', 'First award since joining'], tags: ['awards', 'first team'] },
  { slug: 'cup-tickets-on-sale', title: 'Cup tickets on sale', category: 'tickets', publishedAt: '2025-12-01T09:00:00Z',
    summary: 'Tickets for the third-round tie go on sale to season ticket holders first.', imageAlt: 'A ticket office window with a queue', author: 'Supporter Services',
    quote: ['We expect a sell-out.', 'Ticket office manager Lee Hartnell'], points: ['Season ticket holders from Monday', 'Members from Wednesday', 'General sale from Friday'], tags: ['tickets', 'cup'] },
  { slug: 'boxing-day-victory-over-calderbrook', title: 'Boxing Day victory over Calderbrook', category: 'first-team', publishedAt: '2025-12-26T17:05:00Z',
    summary: 'A festive crowd saw a comfortable three-goal win.', imageAlt: 'Fans in Santa hats celebrate in the stand', author: 'Tom Ridley',
    quote: ['A perfect Christmas present for the fans.', 'Head coach Marta Kelso'], points: ['Three different scorers', 'Debut for academy graduate Achterberg', 'Up to fourth in the table'], tags: ['match report', 'first team'] },
  { slug: 'women-win-league-cup-semi-final', title: 'Women win League Cup semi-final', category: 'women', publishedAt: '2026-01-18T16:30:00Z',
    summary: 'A Wembley-style final awaits after a 2-1 win.', imageAlt: 'The women\'s squad celebrate in a huddle', author: 'Priya Nandal',
    quote: ['We want to bring silverware home.', 'Captain Erin Blake'], points: ['Carvalho scored her first goal', 'Final in March', 'Travel packages for fans'], tags: ['women', 'cup'] },
  { slug: 'january-signing-completes-medical', title: 'January signing completes medical', category: 'first-team', publishedAt: '2026-01-09T14:00:00Z',
    summary: 'Winger Luca Ferrante joins from Porto Azzurro.', imageAlt: 'A winger in the new navy shirt', author: 'Club Media',
    quote: ['I like to run at defenders.', 'Luca Ferrante'], points: ['Signed until 2029', 'Shirt number 17', 'Could debut this weekend'], tags: ['transfers', 'first team'] },
  { slug: 'academy-open-trials-announced', title: 'Academy open trials announced', category: 'academy', publishedAt: '2026-02-03T10:00:00Z',
    summary: 'Trials for boys and girls aged eight to fourteen take place in the spring.', imageAlt: 'Children dribble through cones', author: 'Academy Media',
    quote: ['Talent can come from anywhere.', 'Academy manager Grace Oduya'], points: ['Register online by March', 'Boots and shin pads needed', 'Parents welcome to watch'], tags: ['academy', 'trials'] },
  { slug: 'annual-report-published', title: 'Annual report published', category: 'club-news', publishedAt: '2025-11-05T08:00:00Z',
    summary: 'Revenue rose for the third year running.', imageAlt: 'A printed report on a desk', author: 'Club Media',
    quote: ['Every pound goes back into the club.', 'Finance director Hugh Ambler'], points: ['Revenue up 8%', 'Academy investment doubled', 'Debt reduced'], tags: ['club', 'finance'] },
  { slug: 'schools-cup-final-at-zenith-park', title: `Schools Cup final at ${homeGround}`, category: 'community', publishedAt: '2025-11-19T15:00:00Z',
    summary: 'Sixteen schools took part in the trust\'s annual tournament.', imageAlt: 'Schoolchildren lift a small trophy on the pitch', author: 'Community Trust',
    quote: ['A day they will remember for ever.', 'Trust coach Nia Rowe'], points: ['Sixteen schools entered', 'Final played on the main pitch', 'Every player got a medal'], tags: ['community', 'schools'] },
  { slug: 'hospitality-packages-for-the-derby', title: 'Hospitality packages for the derby', category: 'tickets', publishedAt: '2026-01-27T11:00:00Z',
    summary: 'Limited lounge places remain for the February derby.', imageAlt: 'A laid table in a lounge overlooking the pitch', author: 'Hospitality Team',
    quote: ['The best seats in the house, with dinner.', 'Hospitality manager Ola Brandt'], points: ['Three-course dinner', 'Padded seats on the halfway line', 'Meet a club legend'], tags: ['hospitality', 'tickets'] },
  { slug: 'manager-on-the-february-run-in', title: 'Head coach on the February run-in', category: 'first-team', publishedAt: '2026-02-10T13:15:00Z',
    summary: '"Every game is a cup final now," says Kelso before a busy month.', imageAlt: 'The head coach speaks at a press conference', author: 'Tom Ridley',
    quote: ['Every game is a cup final now.', 'Head coach Marta Kelso'], points: ['Four games in fourteen days', 'Two players back from injury', 'Derby sold out'], tags: ['press conference', 'first team'] },
  { slug: 'women-record-crowd', title: 'Record crowd for the women at the main stadium', category: 'women', publishedAt: '2025-12-07T17:30:00Z',
    summary: `More than 11,000 fans watched the women at ${homeGround}.`, imageAlt: 'A packed stand watches a women\'s match', author: 'Priya Nandal',
    quote: ['Goosebumps from start to finish.', 'Midfielder Hana Ito'], points: ['11,284 fans', 'Win against league leaders', 'More games at the main stadium next season'], tags: ['women', 'attendance'] },
  { slug: 'u21s-beat-lakeside-in-league-cup', title: 'U21s beat Lakeside in the league cup', category: 'academy', publishedAt: '2025-09-16T20:45:00Z',
    summary: 'A hat-trick from Jonah Ebbs set up a comfortable win.', imageAlt: 'A young striker shoots at goal', author: 'Academy Media',
    quote: ['Jonah was sharp all night.', 'U21 coach Pete Lomax'], points: ['Ebbs hat-trick', 'Clean sheet', 'Group stage continues in October'], tags: ['academy', 'u21'] },
  // Hostile HTML on purpose: the article page must render it sanitised (no script, no handlers, no javascript: links).
  { slug: 'supporters-forum-minutes-october', title: 'Supporters\' forum minutes: October', category: 'club-news', publishedAt: '2025-10-28T19:00:00Z',
    summary: 'Questions on ticket prices, the fan zone and away allocations.', imageAlt: 'Supporters sit around a meeting table', author: 'Supporter Liaison',
    quote: ['We hear you, and we will report back.', 'Supporter liaison officer Kim Doyle'], points: ['Fan zone to open earlier', 'Away allocation increased', 'Next forum in January'], tags: ['supporters', 'club'] },
];

export const HOSTILE_ARTICLE_SLUG = 'supporters-forum-minutes-october';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function bodyOf(a: ArticleSeed): string {
  const [text, who] = a.quote;
  const hostile = a.slug === HOSTILE_ARTICLE_SLUG
    ? '<p>Minutes attached.<script>window.__pwned = true</script></p>' +
      '<img src="x" alt="broken" onerror="window.__pwned = true">' +
      '<p><a href="javascript:window.__pwned=true">Read the full minutes</a></p>'
    : '';
  return [
    `<p>${escapeHtml(a.summary)}</p>`,
    `<h2>Key points</h2>`,
    `<ul>${a.points.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`,
    `<blockquote><p>${escapeHtml(text)}</p><cite>${escapeHtml(who)}</cite></blockquote>`,
    `<h3>What happens next</h3>`,
    `<p>Follow every update on the ${shortName} website and on <a href="/videos">${site.club.videoBrand}</a>. ` +
      `More from <a href="https://shop.uzfc.example" target="_blank">the club shop</a>.</p>`,
    hostile,
  ].join('\n');
}

const categoryBySlug = new Map(newsCategories.map((c) => [c.slug, c]));

/** All articles, newest first (the order the ports promise). */
export const newsArticles: readonly NewsArticle[] = articles
  .map((a, i): NewsArticle => ({
    id: `news-${String(i + 1).padStart(3, '0')}`,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    publishedAt: a.publishedAt,
    category: categoryBySlug.get(a.category)!,
    imageKey: `news/${a.slug}`,
    imageAlt: a.imageAlt,
    bodyHtml: bodyOf(a),
    author: a.author,
    tags: a.tags,
  }))
  .sort((x, y) => Date.parse(y.publishedAt) - Date.parse(x.publishedAt));
