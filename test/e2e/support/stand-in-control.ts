import { e2ePorts } from '../../../playwright.config';

/** the site's request timeout in the journeys (scripts/e2e-server.ts) */
export const E2E_REQUEST_TIMEOUT_MS = 3_000;
/** how long the journeys' stand-in holds an answer under a 'timeout' fault: just past the site's timeout */
export const E2E_TIMEOUT_FAULT_MS = 3_500;

type FaultKind = 'none' | '500' | 'timeout' | 'malformed' | 'schema' | 'drop';

/** Makes one stand-in service misbehave (the e2e stand-in runs with controls on). */
export async function setFault(service: string, kind: FaultKind): Promise<void> {
  const r = await fetch(`http://localhost:${e2ePorts.standIn}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service, kind }),
  });
  if (!r.ok) throw new Error(`stand-in refused fault ${service}=${kind}: ${r.status}`);
}
