import { useSnapshot } from 'valtio';
import { settingsFromAttributes } from '@core/accessibility/accessibility-settings';
import { useDeviceReducedMotion } from '../../shared/components/use-reduced-motion';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { AccessibilityPanel } from './accessibility-panel';
import { createAccessibilityVm } from './accessibility-vm';
import { applyAttributes } from '../../shared/components/root-attributes';

/** The panel over its view model; downloaded when a fan first opens it. */
export default function AccessibilityPanelContainer({ onClose }: { readonly onClose: () => void }) {
  const settings = useService(UseCases.accessibilitySettings);
  const deviceReducesMotion = useDeviceReducedMotion();
  const vm = useViewModel(() => {
    const root = document.documentElement;
    return createAccessibilityVm({
      settings,
      applyToPage: (attributes) => applyAttributes(root, attributes),
      initial: settingsFromAttributes((name) => root.getAttribute(name)),
    });
  });
  const { settings: current } = useSnapshot(vm.state);
  return (
    <AccessibilityPanel
      settings={current}
      deviceReducesMotion={deviceReducesMotion}
      onTextSize={vm.setTextSize}
      onSwitch={vm.setSwitch}
      onReset={vm.reset}
      onClose={onClose}
    />
  );
}
