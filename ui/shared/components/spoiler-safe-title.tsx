import { useSyncExternalStore } from 'react';
import { headlineParts } from '@core';
import { UseCases } from '../services/use-case-tokens';
import { useService } from '../services/services-context';
import { VisuallyHidden } from './visually-hidden';

/**
 * A headline that may carry a score ('Report: UZFC 2-1 Harbour Town'). For a spoiler-free fan
 * the score is held back; opening the report is choosing to see it. Until the device's setting
 * is read (the server has no device) the score is held back for everyone, so a spoiler-free fan
 * never sees one flash; the placeholder has a score's characters, so the line does not reflow
 * when it is filled in.
 */
export function SpoilerSafeTitle({ title }: { readonly title: string }) {
  const parts = headlineParts(title);
  if (!parts.some((p) => 'score' in p)) return <>{title}</>;
  return <MaskedTitle parts={parts} />;
}

const noSubscription = () => () => {};

function MaskedTitle({ parts }: { readonly parts: ReturnType<typeof headlineParts> }) {
  const spoilerSettings = useService(UseCases.spoilerSettings);
  // the server (and hydration) hold the score back; the browser then reads the device's setting.
  // A list does not follow other tabs (the matches pages do).
  const show = useSyncExternalStore(
    noSubscription,
    () => !spoilerSettings.read().spoilerFree,
    () => false,
  );
  return (
    <>
      {parts.map((p, i) =>
        'text' in p ? (
          p.text
        ) : show ? (
          p.score
        ) : (
          // parts never reorder: the index is a stable key
          <span key={i}>
            <span aria-hidden="true">{p.score.replace(/\d/g, '?')}</span>
            <VisuallyHidden>score hidden</VisuallyHidden>
          </span>
        ),
      )}
    </>
  );
}
