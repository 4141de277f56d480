import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_STORAGE_KEY, defaultAccessibilitySettings, documentAttributes } from '@core';
import { parseStoredAccessibilitySettings } from '@adapters/browser/accessibility/accessibility-settings-store-browser';
import { arbitrarySettings, arbitraryStoredText } from '@test/arbitraries/accessibility-arbitraries';
import {
  ACCESSIBILITY_HEAD_SCRIPT,
  ACCESSIBILITY_HEAD_SCRIPT_HASH,
  writeHeadScriptIntoShell,
} from './accessibility-head-script';

/** Runs the head script as a browser would, over a stored text; returns the root element's attributes. */
function runHeadScript(stored: string | null, storage: 'ok' | 'blocked' = 'ok'): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (storage === 'blocked') throw new Error('SecurityError');
      return key === ACCESSIBILITY_STORAGE_KEY ? stored : null;
    },
  };
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => {
        attributes[name] = value;
      },
    },
  };
  new Function('localStorage', 'document', ACCESSIBILITY_HEAD_SCRIPT)(localStorage, document);
  return attributes;
}

const expectedAttributes = (stored: string | null) =>
  Object.fromEntries(
    Object.entries(documentAttributes(parseStoredAccessibilitySettings(stored) ?? defaultAccessibilitySettings)).filter(
      ([, v]) => v !== null,
    ),
  );

describe('accessibility head script', () => {
  it('sets the attributes the settings panel would set, for any stored settings', () => {
    fc.assert(
      fc.property(arbitrarySettings, (s) => {
        expect(runHeadScript(JSON.stringify(s))).toEqual(expectedAttributes(JSON.stringify(s)));
      }),
    );
  });

  it('property: reads exactly what the storage adapter reads (a tampered or junk value applies nothing)', () => {
    fc.assert(
      fc.property(arbitraryStoredText, (stored) => {
        expect(runHeadScript(stored)).toEqual(expectedAttributes(stored));
      }),
      { numRuns: 500 },
    );
    expect(
      runHeadScript(
        '{"textSize":200,"highContrast":"yes","underlineLinks":false,"readableFont":false,"pauseMotion":false,"readingGuide":false}',
      ),
    ).toEqual({});
    expect(
      runHeadScript(
        '{"textSize":"200","highContrast":true,"underlineLinks":false,"readableFont":false,"pauseMotion":false,"readingGuide":false}',
      ),
    ).toEqual({});
  });

  it('never throws, whatever storage does', () => {
    expect(runHeadScript(null, 'blocked')).toEqual({});
    expect(runHeadScript('{not json')).toEqual({});
  });

  it('is tiny, and the CSP hash is the SHA-256 of exactly the script', () => {
    expect(ACCESSIBILITY_HEAD_SCRIPT.length).toBeLessThan(700);
    expect(ACCESSIBILITY_HEAD_SCRIPT_HASH).toBe(
      `'sha256-${createHash('sha256').update(ACCESSIBILITY_HEAD_SCRIPT).digest('base64')}'`,
    );
  });

  it('goes into the head before the title, so it runs before the body is parsed', () => {
    const html = writeHeadScriptIntoShell(
      '<html><head><meta charset="UTF-8" /><title>UZFC</title><link rel="stylesheet" href="/a.css"></head><body></body></html>',
    );
    expect(html.indexOf(`<script>${ACCESSIBILITY_HEAD_SCRIPT}</script>`)).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf(ACCESSIBILITY_HEAD_SCRIPT)).toBeLessThan(html.indexOf('<title>'));
    expect(() => writeHeadScriptIntoShell('<html></html>')).toThrow(/no <title>/);
  });
});
