import { accessibilitySettingsStoreContract, digestPortContract } from '@test/contracts/index';
import { createDigestMemory } from '../digest/digest-memory';
import { createAccessibilitySettingsStoreMemory } from './accessibility-settings-store-memory';

accessibilitySettingsStoreContract(() => createAccessibilitySettingsStoreMemory());
digestPortContract(() => createDigestMemory());
