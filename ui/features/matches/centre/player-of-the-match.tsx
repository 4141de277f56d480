import type { MatchCentre, PlayerOfTheMatch } from '@core';
import { firstTeamID } from '@core/config/site-config';
import { SponsorSection } from '../../../app-shell/sponsor-section';
import styles from './match-centre.module.css';

/**
 * The player of the match, once the service names one (at full time), with the partner of the
 * player of the match award where the web settings name one (the first team's matches only).
 */
export function PlayerOfTheMatchPanel({
  centre,
  player,
}: {
  readonly centre: MatchCentre;
  readonly player: PlayerOfTheMatch;
}) {
  const side = player.side === 'home' ? centre.match.home : centre.match.away;
  return (
    <section aria-labelledby="mc-potm" className={styles.panel}>
      <h2 id="mc-potm" className={styles.panelTitle}>
        Player of the match
      </h2>
      <p className={styles.potmName}>{player.name}</p>
      <p className={styles.potmTeam}>{side.name}</p>
      {centre.match.teamID === firstTeamID ? (
        <SponsorSection name="player-of-the-match" label="Player of the match in partnership with" />
      ) : null}
    </section>
  );
}
