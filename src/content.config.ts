import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { caseStudySchema } from './collections/caseStudy';
import { factSchema } from './collections/fact';
import { pastReturnsSchema } from './collections/pastReturns';
import { postSchema } from './collections/post';
import { founderSchema, testimonialSchema, timelineSchema } from './collections/people';
import { faqSchema, pointSchema, serviceSchema, statSchema } from './collections/marketing';
import { learningModuleSchema } from './collections/learningModule';
import { lessonSchema } from './collections/lesson';
import { badgeCategorySchema, badgeSchema } from './collections/badge';
import { leaderboardEntrySchema } from './collections/leaderboard';
import { achievementLevelSchema } from './collections/achievementLevel';
import { literacyQuestionSchema } from './collections/literacyQuestion';
import { literacyAchievementSchema } from './collections/literacyAchievement';
import { investorStatementSchema, riskSummarySchema } from './collections/regulatory';
import { landingSchema } from './collections/landing';
import { shareImageSchema } from './collections/shareImage';

const mdx = (base: string) => glob({ base: `./content/${base}`, pattern: '**/*.mdx' });

export const collections = {
  caseStudies: defineCollection({ loader: mdx('case-studies'), schema: caseStudySchema }),
  posts: defineCollection({ loader: mdx('posts'), schema: postSchema }),
  // Campaign landing pages (/landing and /landing/<slug>): src/pages/landing/[...slug].astro.
  landing: defineCollection({ loader: glob({ base: './content/landing', pattern: '*.yaml' }), schema: landingSchema }),
  // A page's own photo on its share card, by address (src/lib/shareImages.ts).
  shareImages: defineCollection({ loader: file('./content/share-images.yaml'), schema: shareImageSchema }),
  founders: defineCollection({ loader: file('./content/founders.yaml'), schema: founderSchema }),
  timeline: defineCollection({ loader: file('./content/timeline.yaml'), schema: timelineSchema }),
  testimonials: defineCollection({ loader: file('./content/testimonials.yaml'), schema: testimonialSchema }),
  stats: defineCollection({ loader: file('./content/stats.yaml'), schema: statSchema }),
  services: defineCollection({ loader: file('./content/services.yaml'), schema: serviceSchema }),
  faqs: defineCollection({ loader: file('./content/faqs.yaml'), schema: faqSchema }),
  points: defineCollection({ loader: file('./content/points.yaml'), schema: pointSchema }),
  // Financial Learning Hub (/learn): cross-checked in src/features/learn/catalog.ts when the page builds.
  learningModules: defineCollection({ loader: file('./content/learning/modules.yaml'), schema: learningModuleSchema }),
  lessons: defineCollection({
    loader: glob({ base: './content/learning/lessons', pattern: '*.yaml' }),
    schema: lessonSchema,
  }),
  badges: defineCollection({ loader: file('./content/learning/badges.yaml'), schema: badgeSchema }),
  badgeCategories: defineCollection({
    loader: file('./content/learning/badge-categories.yaml'),
    schema: badgeCategorySchema,
  }),
  leaderboard: defineCollection({
    loader: file('./content/learning/leaderboard.yaml'),
    schema: leaderboardEntrySchema,
  }),
  achievementLevels: defineCollection({
    loader: file('./content/learning/levels.yaml'),
    schema: achievementLevelSchema,
  }),
  // Financial Literacy Quiz (/financial-literacy).
  literacyQuestions: defineCollection({
    loader: file('./content/literacy/questions.yaml'),
    schema: literacyQuestionSchema,
  }),
  literacyAchievements: defineCollection({
    loader: file('./content/literacy/achievements.yaml'),
    schema: literacyAchievementSchema,
  }),
  facts: defineCollection({ loader: file('./content/facts.yaml'), schema: factSchema }),
  pastReturns: defineCollection({ loader: file('./content/past-returns.yaml'), schema: pastReturnsSchema }),
  // What the regulatory route (content/site.json, route) puts on the pages: docs/regulatory-route.md.
  riskSummaries: defineCollection({
    loader: file('./content/regulatory/risk-summary.yaml'),
    schema: riskSummarySchema,
  }),
  investorStatements: defineCollection({
    loader: file('./content/regulatory/investor-statements.yaml'),
    schema: investorStatementSchema,
  }),
};
