/**
 * What the Learning Hub island receives: the catalog (modules with lesson summaries, badges) as
 * props, and one lesson's full content fetched when it is opened. Plain data, no Astro types, so
 * the island, the pages and the tests share it.
 */
import type { IconName } from '../../components/iconPaths';
import type { BadgeRule } from '../../collections/badge';

export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

interface LessonSummary {
  id: string;
  title: string;
  description: string;
  /** Minutes. */
  estimatedTime: number;
  hasQuiz: boolean;
}

export interface HubModule {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  difficulty: Difficulty;
  /** Minutes for the whole module. */
  estimatedTime: number;
  lessons: LessonSummary[];
}

export interface HubBadge {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  color: 'navy' | 'orange' | 'green' | 'red' | 'yellow';
  requirement: string;
  category: string;
  rule: BadgeRule;
}

export interface HubCatalog {
  modules: HubModule[];
  badges: HubBadge[];
}

/** A paragraph, or a bulleted list, of a text step. */
export type LessonBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/** Widget settings from the lesson file, with any figures computed for it at build time. */
export type Widget =
  | { kind: 'compound-growth'; amount: number; rate: number; years: number; maxYears: number }
  | { kind: 'inflation-buying-power'; amount: number; fromYear: number; cpi: CpiYears }
  | { kind: 'rental-yield'; price: number; monthlyRent: number; annualCosts: number }
  | { kind: 'cash-reserve'; monthlyMortgage: number; monthlyCosts: number };

/** For each year, CPI in the latest month ÷ CPI in January of that year (ONS D7BT). */
export interface CpiYears {
  /** The latest month, e.g. 'August 2026'. */
  latest: string;
  firstYear: number;
  /** factors[i] is for firstYear + i. */
  factors: number[];
}

export type Step =
  | { type: 'text'; title?: string; blocks: LessonBlock[] }
  | { type: 'image'; title?: string; src: string; width: number; height: number; alt: string; caption?: string }
  | { type: 'interactive'; title?: string; blocks: LessonBlock[]; widget: Widget };

interface LessonQuizQuestion {
  id: number;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
}

export interface LessonQuiz {
  id: string;
  title: string;
  description: string;
  questions: LessonQuizQuestion[];
}

/** One lesson as served at /lessons/<id>.json. */
export interface LessonContent {
  id: string;
  moduleId: string;
  title: string;
  description: string;
  estimatedTime: number;
  steps: Step[];
  quiz?: LessonQuiz;
}
