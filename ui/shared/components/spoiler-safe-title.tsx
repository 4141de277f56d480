import { useSnapshot } from 'valtio';
import { headlineParts } from '@core';
import { UseCases } from '../services/use-case-tokens';
import { useService } from '../services/services-context';
import { useViewModel } from '../view-models/use-view-model';
import { createSpoilerVm } from '../view-models/spoiler-vm';
import { VisuallyHidden } from './visually-hidden';

/**
 * A headline that may carry a score ('Report: UZFC 2-1 Harbour Town'). For a spoiler-free fan
 * the score is held back; opening the report is choosing to see it. Until the device's setting
 * is read (the server has no device) the score is held back for everyone, so a spoiler-free fan
 * never sees one flash; the placeholder is as wide as a score, so the line does not reflow
 * when it is filled in.
 */
export function SpoilerSafeTitle({ title }: { readonly title: string }) {
  const parts = headlineParts(title);
  if (!parts.some((p) => 'score' in p)) return <>{title}</>;
  return <MaskedTitle parts={parts} />;
}

function MaskedTitle({ parts }: { readonly parts: ReturnType<typeof headlineParts> }) {
  const spoilerSettings = useService(UseCases.spoilerSettings);
  const vm = useViewModel(() => createSpoilerVm({ spoilerSettings }));
  const { known, spoilerFree } = useSnapshot(vm.state);
  const show = known && !spoilerFree;
  return (
    <>
      {parts.map((p, i) => ('text' in p ? p.text : show ? p.score : (
        // parts never reorder: the index is a stable key
        <span key={i}><span aria-hidden="true">{p.score.replace(/\d/g, '?')}</span><VisuallyHidden>score hidden</VisuallyHidden></span>
      )))}
    </>
  );
}
