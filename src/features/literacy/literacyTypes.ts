/** The literacy quiz's content as the island receives it (from content/literacy/). */
import type { IconName } from '../../components/iconPaths';
import type { LiteracyAchievementData } from '../../collections/literacyAchievement';

export interface LiteracyQuestion {
  id: number;
  category: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  /** The Learning Hub lessons that teach it: linked from the completion screen when it was answered wrongly. */
  lessons: { title: string; href: string }[];
}

export type LiteracyAchievement = Omit<LiteracyAchievementData, 'order' | 'icon'> & { icon: IconName };
