/**
 * A StreamPort for use-case and component tests that care about a few calls: the ones
 * given answer as given, every other call fails as an unreachable service would
 * (core tests may not import adapters; the full fake is adapters/memory/stream).
 */
import { err } from '../shared/result';
import type { StreamPort } from '../ports/stream.port';
import type { StreamErrorCode } from './stream-types';

export function stubStreamPort(
  answers: Partial<StreamPort>,
  otherwise: StreamErrorCode = 'STREAM.CONNECTION_FAILED',
): StreamPort {
  const fail = () => Promise.resolve(err({ code: otherwise }));
  return {
    init: fail,
    login: fail,
    logout: fail,
    sessionState: fail,
    playbackToken: fail,
    packages: fail,
    devices: fail,
    stopDevice: fail,
    progress: fail,
    recentProgress: fail,
    saveProgress: fail,
    ...answers,
  };
}
