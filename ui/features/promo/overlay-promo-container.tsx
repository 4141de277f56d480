import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { makeDismissPromo, makeNextOverlayPromo } from '@core';
import { Services } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import { OverlayPromo } from './overlay-promo';
import { createOverlayPromoVm, documentOnVisible } from './overlay-promo-vm';

/** Wires the overlay promo to its services; renders nothing until a promo is due. */
export default function OverlayPromoContainer({ onVisible = documentOnVisible }: { readonly onVisible?: (cb: () => void) => () => void }) {
  const promos = useService(Services.promos);
  const seen = useService(Services.seenPromos);
  const clock = useService(Services.clock);
  const { dispatch } = useService(Services.interfaceVm);
  const [vm] = useState(() => createOverlayPromoVm({
    nextPromo: makeNextOverlayPromo({ promos, seen, clock }),
    dismiss: makeDismissPromo({ seen }),
    dispatch: (a) => dispatch(a),
    onVisible,
  }));
  useEffect(() => vm.start(), [vm]);
  const { promo } = useSnapshot(vm.state);
  if (!promo) return null;
  return <OverlayPromo promo={promo} onClose={() => vm.dismiss()} />;
}
