import type { StaticHandlerContext } from 'react-router-dom';
import { HYDRATION_BLOCK_ID, toWireHydration } from '../../router/hydration-data';

// '<' escaped so content can never close the block; U+2028/9 are fine in JSON.parse
const safeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** The router state (the pages' seeds) as a data block the CSP does not run. */
export function hydrationBlock(context: StaticHandlerContext): string {
  return `<script type="application/json" id="${HYDRATION_BLOCK_ID}">${safeJson(toWireHydration(context))}</script>`;
}
