import type { RegistrationNote } from '@core';
import { createMemorySlot } from '../shared/memory-slot';

/** The registration note held in memory (tests, stories). */
export function createRegistrationNoteMemory(initial: number | null = null): RegistrationNote {
  return createMemorySlot(initial);
}
