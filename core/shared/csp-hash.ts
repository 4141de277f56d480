import { sha256 } from './sha256';

/**
 * The CSP source that allows exactly one inline script, 'sha256-<base64 of its SHA-256>': the
 * site's few inline scripts are fixed text, so the policy names each by its hash (no nonce, no
 * 'unsafe-inline').
 */
export const cspHashOf = (script: string): string => `'sha256-${btoa(String.fromCharCode(...sha256(script)))}'`;
