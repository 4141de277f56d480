import { registrationNotePortContract } from '@test/contracts/registration-note-port.contract';
import { createRegistrationNoteMemory } from './registration-note-memory';

// one note, handed out again as the page would keep one
const note = createRegistrationNoteMemory();
registrationNotePortContract(() => note);
