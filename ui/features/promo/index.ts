// The overlay promo's face for app/.
export { default as OverlayPromoContainer } from './overlay-promo-container';
