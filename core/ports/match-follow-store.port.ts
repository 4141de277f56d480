/** The live match a fan follows from any page, remembered on this device (site: localStorage). */
export interface MatchFollow {
  readonly matchID: string;
  /** 'UZFC v Greywater City': what an alert is titled with */
  readonly title: string;
  /** the fan asked for a system notification when the site's tab is hidden */
  readonly notifyWhenHidden: boolean;
}

export interface MatchFollowStore {
  /** null when no match is followed (or the device cannot say: the server) */
  read(): MatchFollow | null;
  /** null stops following */
  write(follow: MatchFollow | null): void;
}
