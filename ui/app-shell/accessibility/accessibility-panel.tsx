import { Fragment, useId, useRef } from 'react';
import { ACCESSIBILITY_SHORTCUT, TEXT_SIZES, type TextSize } from '@core/accessibility/accessibility-attributes';
import {
  ACCESSIBILITY_SWITCHES,
  motionPaused,
  type AccessibilitySettings,
  type AccessibilitySwitch,
} from '@core/accessibility/accessibility-settings';
import { ActionButton } from '../../shared/components/button';
import { useBodyScrollLock, useFocusTrap } from '../../shared/components/focus';
import styles from './accessibility-panel.module.css';

export const accessibilityTexts = {
  title: 'Accessibility settings',
  intro: 'Make the site easier to read and use. Your choices are remembered on this device.',
  textSize: 'Text size',
  reset: 'Reset all settings',
  close: 'Close accessibility settings',
  deviceMotion: 'On because your device asks for reduced motion.',
  switches: {
    highContrast: { label: 'High contrast', hint: 'Black, white and yellow, with the strongest contrast.' },
    underlineLinks: { label: 'Underline links', hint: 'Every link is underlined, not shown by colour alone.' },
    readableFont: { label: 'Readable font', hint: 'A plainer typeface with more space between letters and words.' },
    pauseMotion: {
      label: 'Pause motion and autoplay',
      hint: 'Stops animations and transitions; videos do not start on their own.',
    },
    readingGuide: {
      label: 'Reading guide',
      hint: 'A bar that follows your pointer or keyboard focus to help you keep your place.',
    },
  } satisfies Record<AccessibilitySwitch, { label: string; hint: string }>,
} as const;

export interface AccessibilityPanelProps {
  readonly settings: AccessibilitySettings;
  /** the device asks for reduced motion: motion stays paused whatever the switch says */
  readonly deviceReducesMotion: boolean;
  readonly onTextSize: (size: TextSize) => void;
  readonly onSwitch: (key: AccessibilitySwitch, on: boolean) => void;
  readonly onReset: () => void;
  readonly onClose: () => void;
}

const keys = (combo: string) =>
  combo.split('+').map((k, i) => (
    <Fragment key={k}>
      {i > 0 ? '+' : ''}
      <kbd>{k}</kbd>
    </Fragment>
  ));

/**
 * The accessibility settings: a modal dialog (focus trapped, Escape closes, focus back to
 * the opener), keyboard first: the text size is one radio group (arrow keys), each other
 * setting a switch (Space). Every change shows on the page at once.
 */
export function AccessibilityPanel({
  settings,
  deviceReducesMotion,
  onTextSize,
  onSwitch,
  onReset,
  onClose,
}: AccessibilityPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const checkedSize = useRef<HTMLInputElement>(null);
  const id = useId();
  useFocusTrap(ref, true, { onEscape: onClose, initialFocus: checkedSize });
  useBodyScrollLock(true);

  return (
    <div ref={ref} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
      <div className={styles.top}>
        <h2 id={`${id}-title`} className={styles.heading}>
          {accessibilityTexts.title}
        </h2>
        <ActionButton variant="ghost-dark" icon="Close" small onClick={onClose} aria-label={accessibilityTexts.close}>
          Close
        </ActionButton>
      </div>
      <p className={styles.intro}>{accessibilityTexts.intro}</p>
      <p className={styles.intro}>
        Open these settings from any page with {keys(ACCESSIBILITY_SHORTCUT.label)} (
        {keys(ACCESSIBILITY_SHORTCUT.macLabel)} on a Mac).
      </p>

      <fieldset className={styles.sizes}>
        <legend className={styles.legend}>{accessibilityTexts.textSize}</legend>
        <div className={styles.sizeChoices}>
          {TEXT_SIZES.map((size) => (
            <label key={size} className={styles.sizeChoice}>
              <input
                ref={size === settings.textSize ? checkedSize : undefined}
                type="radio"
                name={`${id}-text-size`}
                value={size}
                checked={size === settings.textSize}
                onChange={() => onTextSize(size)}
              />
              <span>{size}%</span>
            </label>
          ))}
        </div>
      </fieldset>

      <ul className={styles.switches}>
        {ACCESSIBILITY_SWITCHES.map((key) => {
          const { label, hint } = accessibilityTexts.switches[key];
          const lockedOn = key === 'pauseMotion' && deviceReducesMotion;
          const on = key === 'pauseMotion' ? motionPaused(settings, deviceReducesMotion) : settings[key];
          return (
            <li key={key} className={styles.switchRow}>
              <input
                id={`${id}-${key}`}
                className={styles.switch}
                type="checkbox"
                role="switch"
                checked={on}
                disabled={lockedOn}
                aria-describedby={`${id}-${key}-hint`}
                onChange={(e) => onSwitch(key, e.target.checked)}
              />
              <label htmlFor={`${id}-${key}`} className={styles.switchLabel}>
                {label}
              </label>
              <p id={`${id}-${key}-hint`} className={styles.hint}>
                {lockedOn ? `${hint} ${accessibilityTexts.deviceMotion}` : hint}
              </p>
            </li>
          );
        })}
      </ul>

      <ActionButton variant="ghost-dark" icon="Refresh" onClick={onReset} className={styles.reset}>
        {accessibilityTexts.reset}
      </ActionButton>
    </div>
  );
}
