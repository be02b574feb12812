/** One hub badge: in its colour and marked 'Earned!' once earned, greyed with its requirement before. */
import { Icon } from '../../components/react/Icon';
import type { HubBadge } from './hubTypes';

export function BadgeCard({ badge, earned }: { badge: HubBadge; earned: boolean }) {
  return (
    <li className={earned ? `hub-badge hub-badge--${badge.color}` : 'hub-badge hub-badge--locked'}>
      <span className="hub-badge__icon">
        <Icon name={earned ? badge.icon : 'lock'} />
      </span>
      <span className="hub-badge__body">
        <span className="hub-badge__title">{badge.title}</span>
        <span className="hub-badge__text">{earned ? badge.description : `To earn: ${badge.requirement}`}</span>
      </span>
      {earned ? (
        <span className="hub-badge__earned">Earned!</span>
      ) : (
        <span className="visually-hidden">Not earned yet</span>
      )}
    </li>
  );
}
