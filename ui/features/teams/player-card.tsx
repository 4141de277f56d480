import type { Player, Team } from '@core';
import { AppLink } from '../../shared/components/app-link';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import { VisuallyHidden } from '../../shared/components/visually-hidden';
import { playerHref } from './team-hrefs';
import styles from './teams.module.css';

export interface PlayerCardProps {
  readonly player: Player;
  readonly team: Pick<Team, 'slug' | 'displayPositionOnCard' | 'isMiniCard'>;
  /** above the fold: the portrait loads at once instead of lazily */
  readonly priority?: boolean;
}

/**
 * One player in a squad: portrait, shirt number and name; the position when the team shows it
 * on its cards; a compact card (small portrait, one line) when the team uses mini cards. The
 * whole card is the name link's hit area: one link, one tab stop per player.
 */
export function PlayerCard({ player, team, priority = false }: PlayerCardProps) {
  const name = `${player.firstName} ${player.lastName}`;
  const mini = team.isMiniCard;
  return (
    <article className={`${styles.playerCard} ${mini ? styles.mini : ''}`}>
      <div className={styles.portrait}>
        {mini ? (
          <ResponsiveImage
            imageKey={player.imageKey}
            alt=""
            width={64}
            height={64}
            fit="cover"
            sizes="64px"
            priority={priority}
          />
        ) : (
          <ResponsiveImage
            imageKey={player.imageKey}
            alt=""
            width={320}
            height={400}
            fit="cover"
            sizes="(min-width: 760px) 25vw, 50vw"
            priority={priority}
          />
        )}
      </div>
      <div className={styles.cardBody}>
        <span className={styles.number}>
          <VisuallyHidden>Number </VisuallyHidden>
          {player.shirtNumber}
        </span>
        <div>
          <h3 className={styles.cardName}>
            <AppLink href={playerHref(team, player.slug)} className={styles.cardLink}>
              {name}
            </AppLink>
          </h3>
          {team.displayPositionOnCard ? <p className={styles.cardPosition}>{player.position}</p> : null}
        </div>
      </div>
    </article>
  );
}
