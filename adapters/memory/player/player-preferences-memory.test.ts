import { playerPreferencesStoreContract } from '@test/contracts/index';
import { createPlayerPreferencesMemory } from './player-preferences-memory';

playerPreferencesStoreContract(() => createPlayerPreferencesMemory());
