// The PRNG lives in protocol/ so the seeds shared with the adapters can use it too.
export { createPrng, hashString, type Prng } from '@protocol/shared/prng';
