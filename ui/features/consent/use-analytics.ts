import { Ports } from '@core';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { CONSENT_MODE_DEFAULT, consentModeOf, sameConsentMode } from '@core/analytics/consent-mode';
import { ViewModels } from '../../shared/services/service-tokens';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useService } from '../../shared/services/services-context';
import { useScheduledEffect } from '../../shared/scheduling';

/**
 * Starts the analytics delivery for the page's life, and tells the tag manager each new
 * consent choice at once (Consent Mode v2 update): a fan who accepts is counted from that
 * moment, one who withdraws is not counted again. The tag manager starts from the default
 * (all denied), so a choice that says the same is not pushed again.
 */
export function useAnalytics(): void {
  const tracker = useService(UseCases.analytics);
  const tagManager = useService(Ports.tagManager);
  const interfaceVm = useService(ViewModels.interfaceVm);
  const { analytics, marketing, personalisation } = useSnapshot(interfaceVm.state).cookiesConsent;
  useScheduledEffect(() => tracker.start(), [tracker]);
  const told = useRef(CONSENT_MODE_DEFAULT);
  useEffect(() => {
    const mode = consentModeOf({ analytics, marketing, personalisation });
    if (sameConsentMode(mode, told.current)) return;
    told.current = mode;
    tagManager.consent(mode);
  }, [tagManager, analytics, marketing, personalisation]);
}
