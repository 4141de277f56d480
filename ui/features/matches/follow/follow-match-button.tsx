import type { Match } from '@core';
import { ActionButton } from '../../../shared/components/button';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useFollowedMatch } from './use-followed-match';

/**
 * 'Follow this match': a toggle (aria-pressed) that has the site alert the fan to this
 * match's goals and final score on any page. Its words never change, so reading the device's
 * choice after hydration moves nothing; the alerts themselves (and the offer of system notices)
 * are the site-wide box's.
 */
export function FollowMatchButton({ match }: { readonly match: Pick<Match, 'matchID' | 'home' | 'away'> }) {
  const following = useService(UseCases.matchFollowing);
  const follow = useFollowedMatch();
  const on = follow?.matchID === match.matchID;
  return (
    <ActionButton
      variant="ghost-light"
      small
      icon={on ? 'Tick' : 'Plus'}
      iconAlignment="left"
      aria-pressed={on}
      onClick={() =>
        on ? following.unfollow() : following.follow(match.matchID, `${match.home.name} v ${match.away.name}`)
      }
    >
      Follow this match
    </ActionButton>
  );
}
