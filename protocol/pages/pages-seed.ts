/**
 * The page tree (spec field names) with content blocks. Up to five levels deep:
 * club/policies/data-protection/archive/2024-statement is the deepest path.
 * One Draft page exists so "unpublished is not found" can be tested; it is never
 * in the tree nor served by path.
 */
import type { PageNodeWire, PageTemplateWire } from './pages-wire';

export type SeedTemplate = PageTemplateWire;

export interface SeedButton {
  readonly type: string;
  readonly link: string;
  readonly text: string;
  readonly newTab: boolean;
  readonly inline: boolean;
  readonly small: boolean;
  readonly icon: string | null;
  readonly iconAlignment: 'left' | 'right';
  readonly image: string | null;
}

export type SeedBlock =
  | { readonly type: 'richText'; readonly html: string }
  | { readonly type: 'image'; readonly imageKey: string; readonly alt: string; readonly caption: string | null }
  | { readonly type: 'buttons'; readonly buttons: readonly SeedButton[] }
  | {
      readonly type: 'cards';
      readonly title: string;
      readonly cards: readonly {
        readonly title: string;
        readonly link: string;
        readonly summary: string;
        readonly imageKey: string | null;
      }[];
    }
  | { readonly type: 'quote'; readonly text: string; readonly cite: string };

/**
 * A stored page: the tree node's own fields (PageNodeWire, so the seed cannot drift from the
 * answer) with the seed's stricter status and template, and what only a page by path carries.
 */
export type SeedPage = Omit<PageNodeWire, 'postStatus' | 'pageTemplate' | 'children' | 'redirect' | 'middleware'> & {
  readonly postStatus: 'Published' | 'Draft';
  readonly pageTemplate: SeedTemplate;
  readonly parentId: string | null;
  readonly summary: string;
  readonly heroImage: { readonly key: string; readonly alt: string } | null;
  readonly blocks: readonly SeedBlock[];
  /** the CMS's redirect for this address (null: none) */
  readonly redirect: { readonly location: string; readonly status?: number } | null;
  /** route middleware the page names */
  readonly middleware: readonly string[];
};

interface Spec {
  slug: string;
  title: string;
  template?: SeedTemplate;
  draft?: boolean;
  hero?: boolean;
  /** the hero's words, when the page names its picture (default: '{title} at Zenith Park') */
  heroAlt?: string;
  summary?: string;
  /** hand-written content, in place of the generated blocks */
  blocks?: SeedBlock[];
  children?: Spec[];
  redirect?: { location: string; status?: number };
  middleware?: string[];
}

const leaf = (slug: string, title: string, extra: Partial<Spec> = {}): Spec => ({ slug, title, ...extra });

const showcaseButton = (
  type: string,
  text: string,
  link: string,
  icon: string,
  extra: Partial<SeedButton> = {},
): SeedButton => ({
  type,
  link,
  text,
  newTab: !link.startsWith('/'),
  inline: false,
  small: false,
  icon,
  iconAlignment: 'right',
  image: null,
  ...extra,
});

/** the demo's showcase page: every block kind, and a row with all six button types */
function seasonTicketBlocks(): SeedBlock[] {
  return [
    {
      type: 'richText',
      html: '<h2>Season tickets</h2><p>Nineteen league games at Zenith Park, with <strong>priority</strong> for cup tickets.</p><ul><li>Adults from £420</li><li>Under-18s from £99</li></ul>',
    },
    {
      type: 'image',
      imageKey: 'pages/seating-plan',
      alt: 'A seating plan of the stadium',
      caption: 'Prices vary by stand.',
    },
    {
      type: 'buttons',
      buttons: [
        showcaseButton('primary-dark', 'Buy Tickets', 'https://tickets.uzfc.example', 'Tickets', {
          iconAlignment: 'left',
        }),
        showcaseButton('primary-light', 'Hospitality', '/matchday-hospitality', 'Basket'),
        showcaseButton('ghost-dark', 'Watch Live', '/videos', 'Video'),
        showcaseButton('ghost-light', 'Listen Live', '/videos', 'Audio', { small: true }),
        showcaseButton('label-dark', 'Contact the ticket office', '/contact-us', 'Email', { inline: true }),
        showcaseButton('label-light', 'View Packages', '/videos/sub', 'ExternalLink', {
          iconAlignment: 'left',
          small: true,
        }),
      ],
    },
    {
      type: 'cards',
      title: 'More ways to watch',
      cards: [
        {
          title: 'Memberships',
          link: '/tickets-membership/memberships',
          summary: 'Priority access without a season ticket.',
          imageKey: 'pages/membership',
        },
        {
          title: 'Hospitality',
          link: '/matchday-hospitality',
          summary: 'Dine before the match.',
          imageKey: 'pages/hospitality',
        },
        { title: 'UZTV passes', link: '/videos/sub', summary: 'Watch and listen live.', imageKey: 'pages/uztv' },
      ],
    },
    {
      type: 'quote',
      text: 'Thirty years in the same seat and I would not change it.',
      cite: 'Season ticket holder Marion Teale',
    },
  ];
}

const treeSpec: Spec[] = [
  {
    slug: 'tickets-membership',
    title: 'Tickets & Membership',
    template: 'Hub',
    hero: true,
    heroAlt: 'Fans queue at the turnstiles',
    children: [
      {
        slug: 'season-tickets',
        title: 'Season Tickets',
        template: 'Landing',
        hero: true,
        heroAlt: 'A full stand of navy and gold',
        summary: 'Renew or buy a season ticket.',
        blocks: seasonTicketBlocks(),
      },
      leaf('match-tickets', 'Match Tickets'),
      leaf('memberships', 'Memberships'),
    ],
  },
  {
    slug: 'club',
    title: 'The Club',
    template: 'Hub',
    hero: true,
    children: [
      {
        slug: 'policies',
        title: 'Club Policies',
        template: 'Landing',
        children: [
          {
            slug: 'data-protection',
            title: 'Data Protection',
            children: [
              {
                slug: 'archive',
                title: 'Data Protection Archive',
                template: 'Landing',
                children: [
                  leaf('2024-statement', '2024 Data Protection Statement'),
                  leaf('2023-statement', '2023 Data Protection Statement'),
                ],
              },
            ],
          },
          leaf('safeguarding', 'Safeguarding'),
          leaf('equality-diversity', 'Equality & Diversity'),
          leaf('anti-slavery-statement', 'Anti-Slavery Statement'),
        ],
      },
      {
        slug: 'vacancies',
        title: 'Vacancies',
        template: 'Landing',
        children: [
          leaf('head-groundsperson', 'Head Groundsperson'),
          leaf('retail-assistant', 'Retail Assistant'),
          leaf('community-coach', 'Community Coach'),
          leaf('closed-role-draft', 'Closed Role (draft)', { draft: true }),
        ],
      },
      leaf('history', 'Club History', { hero: true }),
    ],
  },
  {
    slug: 'fans',
    title: 'Fans',
    template: 'Hub',
    children: [
      leaf('supporters-clubs', "Supporters' Clubs"),
      leaf('junior-supporters', 'Junior Supporters', { middleware: ['child-friendly'] }),
      leaf('disabled-supporters', 'Disabled Supporters'),
      leaf('away-travel', 'Away Travel'),
    ],
  },
  {
    slug: 'matchday-hospitality',
    title: 'Matchday Hospitality',
    template: 'Hub',
    hero: true,
    children: [
      {
        slug: 'our-lounges',
        title: 'Our Lounges',
        template: 'Landing',
        children: [
          leaf('the-summit-lounge', 'The Summit Lounge', { hero: true }),
          leaf('the-horizon-suite', 'The Horizon Suite'),
          leaf('the-1889-club', 'The 1889 Club'),
        ],
      },
    ],
  },
  {
    slug: 'commercial',
    title: 'Commercial',
    template: 'Hub',
    children: [
      {
        slug: 'matchday-sponsorship',
        title: 'Matchday Sponsorship',
        template: 'Landing',
        children: [
          leaf('match-sponsor', 'Match Sponsor'),
          leaf('ball-sponsor', 'Ball Sponsor'),
          leaf('programme-advertising', 'Programme Advertising'),
        ],
      },
      {
        slug: 'club-partners',
        title: 'Club Partners',
        template: 'Landing',
        children: [leaf('official-partners', 'Official Partners'), leaf('become-a-partner', 'Become a Partner')],
      },
    ],
  },
  {
    slug: 'women',
    title: 'UZFC Women',
    template: 'Hub',
    hero: true,
    children: [
      leaf('tickets', "Women's Tickets"),
      leaf('programme', "Women's Programme"),
      leaf('uzfc-women-academy', 'UZFC Women Academy'),
      leaf('player-sponsorship', 'Player Sponsorship'),
    ],
  },
  {
    slug: 'academy',
    title: 'Academy',
    template: 'Hub',
    hero: true,
    children: [
      leaf('player-pathway', 'Player Pathway', { middleware: ['child-friendly'] }),
      leaf('education', 'Education', { middleware: ['child-friendly'] }),
    ],
  },
  // the CMS's redirects: one on the site (302), one that would leave it (ERR_REDIRECT), and a page
  // naming middleware the site does not have ('Unknown middleware members-only', 500)
  leaf('tickets', 'Tickets', { redirect: { location: '/tickets-membership' } }),
  leaf('partner-offers', 'Partner Offers', { redirect: { location: 'https://offers.partner.example/' } }),
  leaf('members-lounge', 'Members Lounge', { middleware: ['members-only'] }),
  leaf('hospitality', 'Hospitality', { hero: true }),
  leaf('cookies-policy', 'Cookies Policy'),
  leaf('privacy-policy', 'Privacy Policy'),
  leaf('contact-us', 'Contact Us'),
  leaf('community', 'Community', { hero: true }),
  leaf('visiting-zenith-park', 'Visiting Zenith Park', { hero: true }),
];

const buttonTypes = [
  'primary-dark',
  'primary-light',
  'ghost-dark',
  'ghost-light',
  'label-dark',
  'label-light',
] as const;
const buttonIcons = ['Tickets', 'ExternalLink', 'Calendar', 'Email', 'Article', 'Plus'] as const;

const button = (i: number, text: string, link: string, extra: Partial<SeedButton> = {}): SeedButton => ({
  type: buttonTypes[i % buttonTypes.length] as string,
  link,
  text,
  newTab: !link.startsWith('/'),
  inline: i % 2 === 1,
  small: i % 3 === 2,
  icon: buttonIcons[i % buttonIcons.length] as string,
  iconAlignment: i % 2 === 0 ? 'right' : 'left',
  image: null,
  ...extra,
});

function blocksFor(
  spec: Spec,
  fullPath: string,
  children: readonly { title: string; fullPath: string; summary: string; imageKey: string | null }[],
  index: number,
): SeedBlock[] {
  const blocks: SeedBlock[] = [
    {
      type: 'richText',
      html: `<p>${spec.title} at Upper Zenith Football Club.</p><h2>About ${spec.title}</h2><p>Everything you need to know, kept up to date by the club.</p><ul><li>Open to every supporter</li><li>Questions? <a href="/contact-us">Contact us</a></li></ul>`,
    },
  ];
  if (spec.template === 'Hub' || index % 3 === 0) {
    blocks.push({
      type: 'image',
      imageKey: `page-${fullPath.replace(/\//g, '-')}-feature`,
      alt: `${spec.title} at Zenith Park`,
      caption: index % 2 === 0 ? `${spec.title}, Zenith Park` : null,
    });
  }
  if (children.length > 0) {
    blocks.push({
      type: 'cards',
      title: `More in ${spec.title}`,
      cards: children.map((c) => ({
        title: c.title,
        link: `/${c.fullPath}`,
        summary: c.summary,
        imageKey: c.imageKey,
      })),
    });
  }
  if (index % 2 === 0) {
    blocks.push({
      type: 'quote',
      text: 'Zenith Park is at its best when it is full of our supporters.',
      cite: 'UZFC Chief Executive',
    });
  }
  blocks.push({
    type: 'buttons',
    buttons: [
      button(index, 'Buy Tickets', 'https://tickets.uzfc.example'),
      button(index + 1, 'Contact Us', '/contact-us'),
      button(index + 2, 'Visiting Zenith Park', '/visiting-zenith-park', {
        image: index % 4 === 0 ? 'button-stadium' : null,
      }),
    ],
  });
  return blocks;
}

function buildPages(startedAtMs: number): SeedPage[] {
  // published a page every three days, from a little over a year before the service started
  const firstPublishedMs = Math.floor(startedAtMs / 86_400_000) * 86_400_000 - 400 * 86_400_000;
  const out: SeedPage[] = [];
  let counter = 0;
  const walk = (specs: Spec[], parent: { id: string; path: string } | null, level: number): string[] =>
    specs.map((spec, order) => {
      const index = counter++;
      const id = `page-${2000 + index}`;
      const fullPath = parent ? `${parent.path}/${spec.slug}` : spec.slug;
      const childIds = walk(spec.children ?? [], { id, path: fullPath }, level + 1);
      const childPages = childIds
        .map((cid) => out.find((p) => p.postID === cid))
        .filter((p): p is SeedPage => !!p && p.postStatus === 'Published');
      const date = new Date(firstPublishedMs + index * 86_400_000 * 3 + (9 + (index % 9)) * 3_600_000);
      const iso = date.toISOString();
      out.push({
        postID: id,
        postTitle: spec.title,
        postStatus: spec.draft ? 'Draft' : 'Published',
        pageTemplate: spec.template ?? 'Default',
        savedTimestamp: iso,
        pageOrder: order + 1,
        pageSlug: spec.slug,
        fullPath,
        publishedDate: iso.slice(0, 10),
        publishedTime: iso.slice(11, 19),
        nestedLevel: level,
        childIds,
        parentId: parent?.id ?? null,
        summary: spec.summary ?? `${spec.title}: information from UZFC.`,
        heroImage: spec.hero
          ? {
              key: `page-${fullPath.replace(/\//g, '-')}-hero`,
              alt: spec.heroAlt ?? `${spec.title} at Zenith Park`,
            }
          : null,
        blocks:
          spec.blocks ??
          blocksFor(
            spec,
            fullPath,
            childPages.map((c) => ({
              title: c.postTitle,
              fullPath: c.fullPath,
              summary: c.summary,
              imageKey: c.heroImage?.key ?? null,
            })),
            index,
          ),
        redirect: spec.redirect ?? null,
        middleware: spec.middleware ?? [],
      });
      return id;
    });
  walk(treeSpec, null, 1);
  return out;
}

/** the page tree as of a service started at `startedAtMs` (the pages' publication dates come before it) */
export const seedPagesAt = (startedAtMs: number): readonly SeedPage[] => buildPages(startedAtMs);
export const deepestPagePath = 'club/policies/data-protection/archive/2024-statement';
export const draftPagePath = 'club/vacancies/closed-role-draft';
