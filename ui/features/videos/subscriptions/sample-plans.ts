import type { SubscriptionPlan } from '@core';

/** Plans as the stand-in stream service sells them; shared by the stories and tests. */
export const samplePlans: readonly SubscriptionPlan[] = [
  {
    Id: 'audio-season', Title: 'Season Audio Commentary', Duration: '365', AmountFormatted: '£45.00',
    Body: '<p>Every match live on <strong>UZTV Audio</strong>.</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script>',
    PurchaseUrl: 'https://stream.uzfc.example/checkout/audio-season',
  },
  {
    Id: 'live-monthly', Title: 'UZTV Live Monthly Pass', Duration: null, AmountFormatted: '£9.99',
    Body: '<p>All live matches and on-demand video, billed monthly.</p>',
    PurchaseUrl: 'https://stream.uzfc.example/checkout/live-monthly',
  },
  {
    Id: 'match-123', Title: 'Single Match Pass', Duration: '1', AmountFormatted: '£10.00',
    Body: '<p>UZFC v Rovers, live.</p>',
    PurchaseUrl: 'https://stream.uzfc.example/checkout/match-123',
  },
];
