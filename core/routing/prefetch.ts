/**
 * Link prefetch is skipped on 2g or data-saver connections (NAV-4). The
 * argument is the shape of navigator.connection, passed in by the UI; when the
 * browser does not report a connection we prefetch (the common desktop case).
 */
export interface ConnectionHint {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

const SLOW_TYPES = new Set(['2g', 'slow-2g']);

export function shouldPrefetch(connection?: ConnectionHint | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  const type = typeof connection.effectiveType === 'string' ? connection.effectiveType.trim().toLowerCase() : '';
  return !SLOW_TYPES.has(type);
}
