import type { MatchFollow, MatchFollowStore, NotifyPermission, SystemNotice, SystemNotifier } from '@core';

/** The followed match held in memory (tests, stories, memory mode's server). */
export function createMatchFollowStoreMemory(initial: MatchFollow | null = null): MatchFollowStore {
  let saved = initial;
  return { read: () => saved, write: (follow) => void (saved = follow) };
}

/**
 * System notifications in memory: what the device answers when asked (`answer`), whether the page
 * is hidden (`hidden`), and every notice shown, in order (`shown`).
 */
export function createSystemNotifierMemory(
  options: { answer?: NotifyPermission; permission?: NotifyPermission; hidden?: boolean } = {},
): SystemNotifier & { readonly shown: SystemNotice[]; hidden: boolean; asked: number } {
  let permission: NotifyPermission = options.permission ?? 'default';
  const shown: SystemNotice[] = [];
  const notifier = {
    shown,
    hidden: options.hidden ?? false,
    asked: 0,
    permission: () => permission,
    async request() {
      notifier.asked += 1;
      if (permission === 'default') permission = options.answer ?? 'granted';
      return permission;
    },
    pageHidden: () => notifier.hidden,
    notify(notice: SystemNotice) {
      if (permission === 'granted') shown.push(notice);
    },
  };
  return notifier;
}
