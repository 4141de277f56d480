/** Calls onVisible each time the tab becomes visible again (the overlay promo re-check). Returns a dispose function. */
export function watchVisibility(doc: Document, onVisible: () => void): () => void {
  const listener = () => {
    if (doc.visibilityState === 'visible') onVisible();
  };
  doc.addEventListener('visibilitychange', listener);
  return () => doc.removeEventListener('visibilitychange', listener);
}
