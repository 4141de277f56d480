import { ok, type WebSettings, type WebSettingsPort } from '@core';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';
import { memorySeed } from '../seed';

export function createWebSettingsMemory(
  seed: WebSettings = memorySeed.webSettings,
  options: MemoryOptions = {},
): WebSettingsPort & MemoryControls {
  const behaviour = memoryBehaviour('client-settings', options);
  return { failWith: behaviour.failWith, get: () => behaviour.respond(() => ok(seed)) };
}
