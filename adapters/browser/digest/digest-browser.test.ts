import { digestPortContract } from '@test/contracts/index';
import { createDigestBrowser } from './digest-browser';

describe('digest in the browser', () => {
  digestPortContract(() => createDigestBrowser());
});
describe('digest on plain http (no SubtleCrypto)', () => {
  digestPortContract(() => createDigestBrowser(null));
});
