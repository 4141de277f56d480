import type { IconName } from '@core/config/site-config';

/**
 * Hand-drawn 24x24 outlines for the fixed icon list (BUTTON-3). Kept as data so
 * Icon stays tiny and no icon font or remote sprite is loaded. Strokes use
 * currentColor, so icons follow the text colour (and its contrast).
 */
export const iconPaths: Record<IconName, readonly string[]> = {
  Article: ['M5 3h14v18H5z', 'M8 7h8M8 11h8M8 15h5'],
  Attendance: [
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6',
    'M16 5a3 3 0 0 1 0 6M21 20c0-2.6-1.6-4.8-4-5.6',
  ],
  Audio: ['M3 10v4h4l5 4V6L7 10z', 'M16 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12'],
  Ball: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7l4 3-1.5 4.5h-5L8 10z'],
  Basket: ['M3 9h18l-2 11H5z', 'M8 9l4-6 4 6'],
  Burger: ['M3 6h18M3 12h18M3 18h18'],
  Calendar: ['M4 5h16v15H4z', 'M4 10h16M8 3v4M16 3v4'],
  Camera: ['M3 7h4l2-3h6l2 3h4v13H3z', 'M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z'],
  Chevrons: ['M6 7l5 5-5 5M13 7l5 5-5 5'],
  Close: ['M5 5l14 14M19 5L5 19'],
  CopyLink: ['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'],
  Country: ['M5 21V4M5 4h12l-2 4 2 4H5'],
  Download: ['M12 3v12M7 10l5 5 5-5M4 20h16'],
  Email: ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
  ExternalLink: ['M14 4h6v6M20 4l-9 9', 'M18 14v6H4V6h6'],
  Facebook: ['M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z'],
  Twitter: ['M4 4l16 16M20 4L4 20'],
  Instagram: ['M4 4h16v16H4z', 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17 7h.01'],
  YouTube: ['M3 7c0-1.7 1.3-3 3-3h12c1.7 0 3 1.3 3 3v10c0 1.7-1.3 3-3 3H6c-1.7 0-3-1.3-3-3z', 'M10 9l5 3-5 3z'],
  Snapchat: [
    'M12 3c3 0 5 2.2 5 5v3l2 1-2 1.5c.5 2 2 3 3 3.5-1.5.5-3 .5-3.5 1.5-.5 1-2.5 1.5-4.5 1.5s-4-.5-4.5-1.5C7 16.5 5.5 16.5 4 16c1-.5 2.5-1.5 3-3.5L5 11l2-1V8c0-2.8 2-5 5-5z',
  ],
  TikTok: ['M14 3v12a4 4 0 1 1-4-4', 'M14 3c0 3 2 5 5 5'],
  Live: [
    'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
    'M8 8a6 6 0 0 0 0 8M16 8a6 6 0 0 1 0 8M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14',
  ],
  Match: ['M3 5h18v14H3z', 'M12 5v14M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z'],
  Padlock: ['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4'],
  Player: ['M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8'],
  Plus: ['M12 5v14M5 12h14'],
  Quiz: ['M9 9a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6V15', 'M12 19h.01'],
  Refresh: ['M20 5v5h-5', 'M20 10a8 8 0 1 0-2 7'],
  Search: ['M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z', 'M15.5 15.5L21 21'],
  Share: [
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  ],
  Shirt: ['M8 3L3 6l2 4 2-1v12h10V9l2 1 2-4-5-3c0 2-1.5 3-4 3S8 5 8 3z'],
  SignIn: ['M10 17l5-5-5-5M15 12H3', 'M14 3h6v18h-6'],
  Stats: ['M4 20V10M10 20V4M16 20v-7M22 20H2'],
  Tick: ['M4 12l5 5L20 6'],
  Tickets: ['M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z', 'M14 7v10'],
  Video: ['M3 6h13v12H3z', 'M16 10l5-3v10l-5-3z'],
  ChevronLeft: ['M15 5l-7 7 7 7'],
  ChevronRight: ['M9 5l7 7-7 7'],
  ChevronDown: ['M5 9l7 7 7-7'],
  User: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7'],
};
