import { e2ePorts } from '../../../playwright.config';

type FaultKind = 'none' | '500' | 'timeout' | 'malformed' | 'schema' | 'drop';

/** Makes one stand-in service misbehave (the e2e stand-in runs with controls on). */
export async function setFault(service: string, kind: FaultKind): Promise<void> {
  const r = await fetch(`http://localhost:${e2ePorts.standIn}/__control/faults`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ service, kind }),
  });
  if (!r.ok) throw new Error(`stand-in refused fault ${service}=${kind}: ${r.status}`);
}
