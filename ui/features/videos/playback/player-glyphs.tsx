/**
 * Media glyphs the site's fixed icon list (BUTTON-3) does not have. Decorative:
 * every control that shows one carries its own text name.
 */
const PATHS = {
  play: 'M7 4l13 8-13 8z',
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  volume: 'M3 10v4h4l5 4V6L7 10zM16 8.5a5 5 0 0 1 0 7',
  muted: 'M3 10v4h4l5 4V6L7 10zM16 9l5 6M21 9l-5 6',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  shrink: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  captions: 'M3 5h18v14H3zM10 10H7v4h3M17 10h-3v4h3',
  pip: 'M3 5h18v14H3zM12 12h7v5h-7z',
  keyboard: 'M2 6h20v12H2zM6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10',
  live: 'M12 12h.01M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8',
  restart: 'M4 4v6h6M4.5 14a8 8 0 1 0 1.9-8.3L4 10',
} as const;

export type GlyphName = keyof typeof PATHS;

export function Glyph({ name, className }: { readonly name: GlyphName; readonly className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      data-glyph={name}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
