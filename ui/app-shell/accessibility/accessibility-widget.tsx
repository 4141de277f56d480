import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { ACCESSIBILITY_SHORTCUT, READING_GUIDE_ATTRIBUTE } from '@core/accessibility/accessibility-attributes';
import iconStyles from '../../shared/components/icon.module.css';
import { useAccessibilityShortcut } from './use-accessibility-shortcut';
import { useRootAttribute } from '../../shared/components/root-attributes';
import { useHydrated } from '../../shared/scheduling';

// downloaded when a fan first opens the settings, or has the reading guide on
const AccessibilityPanelContainer = lazy(() => import('./accessibility-panel-container'));
const ReadingGuide = lazy(() => import('./reading-guide'));

/** The universal access figure, decorative beside the button's text (sized like the site's icons). */
function AccessIcon() {
  return (
    <svg
      className={iconStyles.icon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="7" r="1.2" fill="currentColor" />
      <path d="M7 10l5 1 5-1M12 11v4l-2.5 4M12 15l2.5 4" />
    </svg>
  );
}

/**
 * The accessibility widget in the global navigation: its button, the shortcut that opens
 * it from anywhere, the settings panel and the reading guide. The settings themselves
 * show on the page's root element, set before the first paint by the head script, so
 * nothing here has to load for a returning fan's settings to apply.
 */
export function AccessibilityWidget({ className }: { readonly className?: string }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const readingGuide = useRootAttribute(READING_GUIDE_ATTRIBUTE) !== null;
  useAccessibilityShortcut(() => setOpen((o) => !o));
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts={ACCESSIBILITY_SHORTCUT.label}
        onClick={() => setOpen(true)}
      >
        <AccessIcon /> <span>Accessibility</span>
      </button>
      {/* in the body, not the header: the header moves and stacks below panels */}
      {hydrated &&
        open &&
        createPortal(
          <Suspense fallback={null}>
            <AccessibilityPanelContainer onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
      {hydrated &&
        readingGuide &&
        createPortal(
          <Suspense fallback={null}>
            <ReadingGuide />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
