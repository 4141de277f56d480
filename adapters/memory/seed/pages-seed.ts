import {
  site,
  type ButtonData,
  type ContentBlock,
  type MenuItem,
  type PageNode,
  type PageRedirect,
  type PageTemplate,
  type SiteMenus,
} from '@core';

/**
 * The demo page tree: the spec's example paths (ROUTE-5, PAGES-2, PAGES-3),
 * one five-level path, Hub/Landing/Default templates and every block kind.
 * Authored as a nested outline; ids, full paths and levels are derived so they
 * cannot disagree.
 */
export interface PageSeed {
  readonly slug: string;
  readonly title: string;
  readonly template: PageTemplate;
  readonly summary: string;
  readonly hero?: { readonly imageKey: string; readonly alt: string };
  readonly blocks?: readonly ContentBlock[];
  readonly children?: readonly PageSeed[];
  readonly redirect?: PageRedirect;
  readonly middleware?: readonly string[];
}

const { shortName, name: clubName, homeGround, videoBrand } = site.club;
const { tickets: ticketsUrl, shop: shopUrl } = site.externalLinks;

const text = (...paragraphs: string[]): ContentBlock => ({
  kind: 'rich-text',
  html: paragraphs.map((p) => `<p>${p}</p>`).join(''),
});

/** Every button type, with icons on both sides, internal and external links. */
export const allButtonTypes: readonly ButtonData[] = [
  {
    type: 'primary-dark',
    text: site.buttonLabels.buyTickets,
    link: ticketsUrl,
    newTab: true,
    icon: 'Tickets',
    iconAlignment: 'left',
  },
  { type: 'primary-light', text: site.buttonLabels.hospitality, link: '/matchday-hospitality', icon: 'Basket' },
  { type: 'ghost-dark', text: site.buttonLabels.watchLive, link: '/videos', icon: 'Video', iconAlignment: 'right' },
  { type: 'ghost-light', text: site.buttonLabels.listenLive, link: '/videos', icon: 'Audio', small: true },
  { type: 'label-dark', text: 'Contact the ticket office', link: '/contact-us', icon: 'Email', inline: true },
  {
    type: 'label-light',
    text: site.buttonLabels.viewPackages,
    link: '/videos/sub',
    icon: 'ExternalLink',
    iconAlignment: 'left',
    small: true,
  },
];

const policy = (slug: string, title: string, children?: readonly PageSeed[]): PageSeed => ({
  slug,
  title,
  template: 'Default',
  summary: `The ${clubName} ${title.toLowerCase()}.`,
  children,
  blocks: [
    text(
      `This ${title.toLowerCase()} explains how ${shortName} meets its obligations.`,
      'It is reviewed every year by the board.',
    ),
    {
      kind: 'rich-text',
      html: '<h2>Summary</h2><ul><li>Who it applies to</li><li>What we do</li><li>How to contact us</li></ul>',
    },
  ],
});

const lounge = (slug: string, title: string, seats: number): PageSeed => ({
  slug,
  title,
  template: 'Default',
  summary: `${title}: ${seats} guests, padded seats and a three-course dinner.`,
  hero: { imageKey: `pages/lounge-${slug}`, alt: `The ${title} laid for dinner` },
  blocks: [
    text(`${title} welcomes up to ${seats} guests on every home matchday at ${homeGround}.`),
    {
      kind: 'buttons',
      buttons: [
        { type: 'primary-dark', text: site.buttonLabels.buyNow, link: ticketsUrl, newTab: true, icon: 'Tickets' },
      ],
    },
  ],
});

const partner = (slug: string, title: string): PageSeed => ({
  slug,
  title,
  template: 'Default',
  summary: `${title} is an official partner of ${shortName}.`,
  blocks: [
    text(`${title} has partnered with ${shortName} since 2021.`),
    { kind: 'quote', text: `We are proud to stand with ${shortName}.`, cite: `${title} managing director` },
  ],
});

const vacancy = (slug: string, title: string): PageSeed => ({
  slug,
  title,
  template: 'Default',
  summary: `${title}, based at ${homeGround}.`,
  blocks: [
    text(`We are looking for a ${title.toLowerCase()} to join the team.`),
    {
      kind: 'rich-text',
      html: '<h2>What you will do</h2><ul><li>Work on matchdays</li><li>Support colleagues</li></ul>',
    },
    { kind: 'buttons', buttons: [{ type: 'primary-light', text: 'Apply now', link: '/contact-us', icon: 'Email' }] },
  ],
});

export const pageSeeds: readonly PageSeed[] = [
  {
    slug: 'tickets-membership',
    title: 'Tickets & Membership',
    template: 'Hub',
    summary: 'Season tickets, memberships and match tickets.',
    hero: { imageKey: 'pages/tickets-hub', alt: 'Fans queue at the turnstiles' },
    blocks: [text(`Everything you need to watch ${shortName} at ${homeGround}.`)],
    children: [
      {
        slug: 'season-tickets',
        title: 'Season Tickets',
        template: 'Landing',
        summary: 'Renew or buy a season ticket for 2025/26.',
        hero: { imageKey: 'pages/season-tickets', alt: 'A full stand of navy and gold' },
        blocks: [
          {
            kind: 'rich-text',
            html: `<h2>Season ${site.season.label}</h2><p>Nineteen league games at ${homeGround}, with <strong>priority</strong> for cup tickets.</p><ul><li>Adults from £420</li><li>Under-18s from £99</li></ul>`,
          },
          {
            kind: 'image',
            imageKey: 'pages/seating-plan',
            alt: 'A seating plan of the stadium',
            caption: 'Prices vary by stand.',
          },
          { kind: 'buttons', buttons: allButtonTypes },
          {
            kind: 'cards',
            title: 'More ways to watch',
            cards: [
              {
                title: 'Memberships',
                path: '/tickets-membership',
                summary: 'Priority access without a season ticket.',
                imageKey: 'pages/membership',
              },
              {
                title: 'Hospitality',
                path: '/matchday-hospitality',
                summary: 'Dine before the match.',
                imageKey: 'pages/hospitality',
              },
              {
                title: `${videoBrand} passes`,
                path: '/videos/sub',
                summary: 'Watch and listen live.',
                imageKey: 'pages/uztv',
              },
            ],
          },
          {
            kind: 'quote',
            text: 'Thirty years in the same seat and I would not change it.',
            cite: 'Season ticket holder Marion Teale',
          },
        ],
      },
    ],
  },
  {
    slug: 'club',
    title: 'The Club',
    template: 'Hub',
    summary: `About ${clubName}.`,
    blocks: [text(`${clubName} was founded in 1925.`)],
    children: [
      {
        slug: 'policies',
        title: 'Policies',
        template: 'Landing',
        summary: 'How the club is run.',
        blocks: [text('Our policies, reviewed every year.')],
        children: [
          policy('safeguarding', 'Safeguarding policy'),
          policy('equality', 'Equality policy'),
          policy('data-protection', 'Data protection policy', [
            {
              slug: 'archive',
              title: 'Data protection archive',
              template: 'Default',
              summary: 'Earlier statements.',
              blocks: [text('Statements from earlier years.')],
              children: [policy('2024-statement', '2024 statement')],
            },
          ]),
        ],
      },
      {
        slug: 'vacancies',
        title: 'Vacancies',
        template: 'Landing',
        summary: `Work at ${homeGround}.`,
        blocks: [text('Current opportunities at the club.')],
        children: [vacancy('matchday-steward', 'Matchday steward'), vacancy('kit-assistant', 'Kit assistant')],
      },
    ],
  },
  {
    slug: 'women',
    title: 'Women',
    template: 'Hub',
    summary: `${shortName} Women.`,
    hero: { imageKey: 'pages/women-hub', alt: "The women's team line up before kick-off" },
    blocks: [
      text(`News, fixtures and tickets for ${shortName} Women.`),
      {
        kind: 'buttons',
        buttons: [{ type: 'primary-dark', text: 'Women fixtures', link: '/matches/women', icon: 'Calendar' }],
      },
    ],
    children: [
      {
        slug: 'programme',
        title: 'Matchday programme',
        template: 'Default',
        summary: 'Read the digital programme.',
        blocks: [text('The programme is free on every matchday.')],
      },
      {
        slug: `${shortName.toLowerCase()}-women-academy`,
        title: `${shortName} Women Academy`,
        template: 'Landing',
        summary: 'The pathway for girls aged 8 to 18.',
        blocks: [
          text('Our academy has produced twelve internationals.'),
          { kind: 'image', imageKey: 'pages/women-academy', alt: 'Girls training with cones' },
        ],
      },
      {
        slug: 'player-sponsorship',
        title: 'Player sponsorship',
        template: 'Default',
        summary: 'Sponsor a player for the season.',
        blocks: [
          text('Sponsorship includes a signed shirt and a matchday photo.'),
          { kind: 'buttons', buttons: [{ type: 'ghost-dark', text: 'Enquire', link: '/contact-us', icon: 'Email' }] },
        ],
      },
      {
        slug: 'tickets',
        title: 'Women tickets',
        template: 'Default',
        summary: 'Adults £8, under-16s free.',
        blocks: [text('Buy online or on the day.')],
      },
    ],
  },
  {
    slug: 'academy',
    title: 'Academy',
    template: 'Hub',
    summary: 'Developing the players of tomorrow.',
    hero: { imageKey: 'pages/academy-hub', alt: 'Academy players train at dusk' },
    blocks: [
      text('From under-9s to the U21s.'),
      { kind: 'quote', text: 'Talent can come from anywhere.', cite: 'Academy manager Grace Oduya' },
    ],
    children: [
      {
        slug: 'trials',
        title: 'Trials',
        template: 'Default',
        summary: 'How to apply for a trial.',
        blocks: [text('Open trials take place every spring.')],
        middleware: ['child-friendly'],
      },
    ],
  },
  {
    slug: 'matchday-hospitality',
    title: 'Matchday Hospitality',
    template: 'Hub',
    summary: 'Lounges and boxes at the stadium.',
    hero: { imageKey: 'pages/hospitality-hub', alt: 'A lounge overlooking the pitch' },
    blocks: [text('Make it a day to remember.')],
    children: [
      {
        slug: 'our-lounges',
        title: 'Our lounges',
        template: 'Landing',
        summary: 'Choose your lounge.',
        blocks: [text('Three lounges, one pitch.')],
        children: [
          lounge('the-zenith-suite', 'The Zenith Suite', 120),
          lounge('the-captains-lounge', "The Captain's Lounge", 60),
        ],
      },
    ],
  },
  {
    slug: 'commercial',
    title: 'Commercial',
    template: 'Hub',
    summary: 'Partner with the club.',
    blocks: [text('Reach thousands of supporters.')],
    children: [
      {
        slug: 'club-partners',
        title: 'Club partners',
        template: 'Landing',
        summary: 'The brands behind the club.',
        blocks: [text('Meet our partners.')],
        children: [partner('zenith-air', 'Zenith Air'), partner('northgate-bank', 'Northgate Bank')],
      },
      {
        slug: 'matchday-sponsorship',
        title: 'Matchday sponsorship',
        template: 'Landing',
        summary: 'Sponsor a match or the match ball.',
        blocks: [text('Packages for every budget.')],
        children: [
          {
            slug: 'match-ball',
            title: 'Match ball sponsorship',
            template: 'Default',
            summary: 'Present the match ball.',
            blocks: [text('Includes four hospitality places.')],
          },
        ],
      },
    ],
  },
  {
    slug: 'community',
    title: 'Community',
    template: 'Hub',
    summary: "The club's community trust.",
    blocks: [text('Health, education and inclusion across the city.')],
  },
  {
    slug: 'contact-us',
    title: 'Contact us',
    template: 'Default',
    summary: 'How to reach the club.',
    blocks: [
      text(`Email <a href="mailto:${site.club.supportEmail}">${site.club.supportEmail}</a> or call the ticket office.`),
    ],
  },
  {
    slug: `visiting-${homeGround.toLowerCase().replace(/\s+/g, '-')}`,
    title: `Visiting ${homeGround}`,
    template: 'Default',
    summary: 'Travel, parking and accessibility.',
    hero: { imageKey: 'pages/visiting', alt: 'The stadium from the tram stop' },
    blocks: [
      text('Trams run every five minutes on matchdays.'),
      {
        kind: 'rich-text',
        html: '<h2>Accessibility</h2><ul><li>Lifts in every stand</li><li>Audio-described commentary</li><li>Sensory room</li></ul>',
      },
    ],
  },
  {
    slug: 'cookies-policy',
    title: 'Cookies policy',
    template: 'Default',
    summary: 'How the site uses cookies.',
    blocks: [
      text(
        'We use essential cookies to run the site and, with your consent, analytics and marketing cookies.',
        'Consent lasts 60 days.',
      ),
    ],
  },
  // the CMS's redirects: one on the site (302), one that would leave it (ERR_REDIRECT), and a page
  // naming middleware the site does not have ('Unknown middleware members-only', 500)
  {
    slug: 'junior-supporters',
    title: 'Junior supporters',
    template: 'Default',
    summary: 'For our youngest fans.',
    blocks: [text('Free membership for under-12s.')],
    middleware: ['child-friendly'],
  },
  {
    slug: 'tickets',
    title: 'Tickets',
    template: 'Default',
    summary: 'Tickets moved.',
    redirect: { location: '/tickets-membership' },
  },
  {
    slug: 'partner-offers',
    title: 'Partner offers',
    template: 'Default',
    summary: 'Offers.',
    redirect: { location: 'https://offers.partner.example/' },
  },
  {
    slug: 'members-lounge',
    title: 'Members lounge',
    template: 'Default',
    summary: 'Members only.',
    middleware: ['members-only'],
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    template: 'Default',
    summary: 'How we use your data.',
    blocks: [text('We only keep what we need.')],
  },
];

const PUBLISHED_AT = '2025-07-01T09:00:00Z';

/** The page tree as the content service returns it. Root level is 1. */
export function buildPageTree(seeds: readonly PageSeed[], parentPath = '', level = 1, idPrefix = 'page'): PageNode[] {
  return seeds.map((seed, i) => {
    const fullPath = parentPath ? `${parentPath}/${seed.slug}` : seed.slug;
    const postID = `${idPrefix}-${i + 1}`;
    const children = buildPageTree(seed.children ?? [], fullPath, level + 1, postID);
    return {
      postID,
      postTitle: seed.title,
      postStatus: 'Published',
      pageTemplate: seed.template,
      savedTimestamp: PUBLISHED_AT,
      pageOrder: i + 1,
      pageSlug: seed.slug,
      fullPath,
      publishedDate: PUBLISHED_AT.slice(0, 10),
      publishedTime: PUBLISHED_AT.slice(11, 19),
      nestedLevel: level,
      childIds: children.map((c) => c.postID),
      children,
      ...(seed.redirect ? { redirect: seed.redirect } : {}),
      ...(seed.middleware?.length ? { middleware: seed.middleware } : {}),
    };
  });
}

export const pageTree: readonly PageNode[] = buildPageTree(pageSeeds);

const item = (label: string, link: string, extra: Partial<MenuItem> = {}): MenuItem => ({ label, link, ...extra });
const navLabels: Readonly<Record<string, string>> = {
  '/news': 'News',
  '/videos': videoBrand,
  '/matches': 'Matches',
  '/teams': 'Teams',
};
const navItems = (paths: readonly string[]) => paths.map((path) => item(navLabels[path] ?? path, path));
const primary: readonly MenuItem[] = navItems(site.primaryNavPaths);

export const siteMenus: SiteMenus = {
  primary,
  main: [
    ...primary,
    item('Women', '/women'),
    item('Academy', '/academy'),
    item('Tickets', ticketsUrl, { newTab: true }),
    item('Shop', shopUrl, { newTab: true }),
  ],
  featured: [
    item('Tickets', ticketsUrl, { newTab: true, imageKey: 'menu/tickets-tile' }),
    item('Store', shopUrl, { newTab: true, imageKey: 'menu/store-tile' }),
    item(videoBrand, '/videos', { imageKey: 'menu/video-tile' }),
  ],
  footer: [
    item('News', '/news'),
    item('Matches', '/matches'),
    item('Teams', '/teams'),
    item('Tickets', ticketsUrl, { newTab: true }),
    item(videoBrand, '/videos'),
    item('Shop', shopUrl, { newTab: true }),
    item('Community', '/community'),
    item('Contact Us', '/contact-us'),
    item(`Visiting ${homeGround}`, `/visiting-${homeGround.toLowerCase().replace(/\s+/g, '-')}`),
    item('Cookies policy', '/cookies-policy'),
    item('Privacy policy', '/privacy-policy'),
  ],
  error: navItems(site.errorNavPaths),
};
