import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Ports, promoSubject, type ImagePort, type Promo } from '@core';
import { imageCandidates } from '../../shared/components/responsive-image';
import { ViewModels } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { OverlayPromo, promoPicture } from './overlay-promo';
import { createOverlayPromoVm, documentOnVisible } from './overlay-promo-vm';

/** Loads the promo's picture as the promo will show it (same file, so it comes from the cache then). */
export const preloadPromoImage =
  (images: ImagePort) =>
  (promo: Promo): Promise<boolean> =>
    new Promise((resolve) => {
      const { width, height, sizes } = promoPicture(promo);
      const { src, srcSet } = imageCandidates(images, promo.imageKey, width, height);
      const img = new Image();
      img.onload = () => resolve(img.naturalWidth > 0);
      img.onerror = () => resolve(false);
      img.sizes = sizes;
      img.srcset = srcSet;
      img.src = src;
    });

export interface OverlayPromoContainerProps {
  readonly onVisible?: (cb: () => void) => () => void;
  /** tests pass the image library's answer (jsdom loads no images) */
  readonly imageReady?: (promo: Promo) => Promise<boolean>;
}

/** Wires the overlay promo to its services; renders nothing until a promo is due and its picture has loaded. */
export default function OverlayPromoContainer({
  onVisible = documentOnVisible,
  imageReady,
}: OverlayPromoContainerProps) {
  const images = useService(Ports.images);
  const nextPromo = useService(UseCases.nextOverlayPromo);
  const dismiss = useService(UseCases.dismissPromo);
  const { dispatch } = useService(ViewModels.interfaceVm);
  const vm = useViewModel(() =>
    createOverlayPromoVm({
      nextPromo,
      dismiss,
      dispatch: (a) => dispatch(a),
      onVisible,
      imageReady: imageReady ?? preloadPromoImage(images),
    }),
  );
  const { promo } = useSnapshot(vm.state);
  const tracker = useService(UseCases.analytics);
  const shownID = promo?.promoID;
  // once per promo shown (keyed by its id: the snapshot object changes more often than the promo)
  useEffect(() => {
    const shown = vm.state.promo;
    if (shownID && shown) tracker.track('promo-impression', promoSubject(shown));
  }, [tracker, vm, shownID]);
  if (!promo) return null;
  return (
    <OverlayPromo
      promo={promo}
      onImageFailed={() => vm.imageFailed()}
      onClose={() => {
        tracker.track('promo-dismiss', promoSubject(promo));
        vm.dismiss();
      }}
      onFollow={() => tracker.track('promo-click', promoSubject(promo))}
    />
  );
}
