/** Menus of the web API (NAV-1 to NAV-3, ERROR-1): primary, main, featured tiles, footer quick links, error nav. */
export interface SeedMenuItem {
  readonly label: string;
  readonly link: string;
  readonly newTab: boolean;
  readonly imageKey: string | null;
  readonly children: readonly SeedMenuItem[];
}

const item = (label: string, link: string, extra: Partial<SeedMenuItem> = {}): SeedMenuItem => ({
  label,
  link,
  newTab: false,
  imageKey: null,
  children: [],
  ...extra,
});

const tickets = 'https://tickets.uzfc.example';
const shop = 'https://shop.uzfc.example';

const primary = [
  item('News', '/news'),
  item('Videos', '/videos'),
  item('Matches', '/matches'),
  item('Teams', '/teams'),
];

export const seedMenus: readonly {
  readonly slug: string;
  readonly title: string;
  readonly items: readonly SeedMenuItem[];
}[] = [
  { slug: 'primary', title: 'Primary navigation', items: primary },
  {
    slug: 'main',
    title: 'Main menu',
    items: [
      ...primary,
      item('Women', '/women', {
        children: [
          item('Tickets', '/women/tickets'),
          item('Programme', '/women/programme'),
          item('UZFC Women Academy', '/women/uzfc-women-academy'),
        ],
      }),
      item('Academy', '/academy'),
      item('Tickets', tickets, { newTab: true }),
      item('Shop', shop, { newTab: true }),
    ],
  },
  {
    slug: 'featured',
    title: 'Featured',
    items: [
      item('Tickets', tickets, { newTab: true, imageKey: 'featured-tickets' }),
      item('Store', shop, { newTab: true, imageKey: 'featured-store' }),
      item('UZTV', '/videos', { imageKey: 'featured-video' }),
    ],
  },
  {
    slug: 'footer',
    title: 'Quick Links',
    items: [
      item('News', '/news'),
      item('Matches', '/matches'),
      item('Teams', '/teams'),
      item('Tickets', tickets, { newTab: true }),
      item('UZTV', '/videos'),
      item('Shop', shop, { newTab: true }),
      item('Community', '/community'),
      item('Contact Us', '/contact-us'),
      item('Visiting Zenith Park', '/visiting-zenith-park'),
      item('Cookies policy', '/cookies-policy'),
      item('Privacy policy', '/privacy-policy'),
    ],
  },
  {
    slug: 'error',
    title: 'Error page navigation',
    items: [item('News', '/news'), item('Matches', '/matches'), item('Teams', '/teams')],
  },
];
