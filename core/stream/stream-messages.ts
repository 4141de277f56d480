import { describeError, type CataloguedMessage } from '../shared/error-catalogue';

/**
 * The message for a refused stream or audio decision. Every text is the error
 * catalogue's; AUDIO.PROBLEM keeps the catalogued text exactly and adds the status the
 * stream service sent, as the spec asks ("with the status shown"), so support can tell
 * the cases apart.
 */
export function describeStreamAccess(refusal: { readonly code: string; readonly status?: number }): CataloguedMessage {
  const catalogued = describeError(refusal);
  if (refusal.code === 'AUDIO.PROBLEM' && refusal.status !== undefined) {
    return { ...catalogued, message: `${catalogued.message} (status ${refusal.status})` };
  }
  return catalogued;
}
