import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { createVideoConfigVm, type VideoConfigVm } from './video-config-vm';

/** The video configuration's view model for a page that needs it, started while mounted. */
export function useVideoConfigVm(): VideoConfigVm {
  const loadVideoConfig = useService(UseCases.loadVideoConfig);
  return useViewModel(() => createVideoConfigVm({ loadVideoConfig }));
}
