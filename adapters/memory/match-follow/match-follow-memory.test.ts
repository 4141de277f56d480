import { matchFollowStoreContract } from '@test/contracts/match-follow-store.contract';
import { createMatchFollowStoreMemory } from './match-follow-memory';

// one store, handed out again as the page would keep one
const store = createMatchFollowStoreMemory();
matchFollowStoreContract(() => store);
