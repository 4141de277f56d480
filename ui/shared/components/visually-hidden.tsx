import type { CSSProperties, ReactNode } from 'react';

// Inline rather than a class so the text stays hidden even where global.css is not loaded
// (an embed, a story without the global decorator), yet screen readers still read it.
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Text for assistive technology only. */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span style={hidden}>{children}</span>;
}
