import { useSnapshot } from 'valtio';
import { Services } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { OverlayPromo } from './overlay-promo';
import { createOverlayPromoVm, documentOnVisible } from './overlay-promo-vm';

/** Wires the overlay promo to its services; renders nothing until a promo is due. */
export default function OverlayPromoContainer({ onVisible = documentOnVisible }: { readonly onVisible?: (cb: () => void) => () => void }) {
  const nextPromo = useService(UseCases.nextOverlayPromo);
  const dismiss = useService(UseCases.dismissPromo);
  const { dispatch } = useService(Services.interfaceVm);
  const vm = useViewModel(() => createOverlayPromoVm({
    nextPromo,
    dismiss,
    dispatch: (a) => dispatch(a),
    onVisible,
  }));
  const { promo } = useSnapshot(vm.state);
  if (!promo) return null;
  return <OverlayPromo promo={promo} onClose={() => vm.dismiss()} />;
}
