import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { caseStudySchema } from './schemas/caseStudy';
import { factSchema } from './schemas/fact';
import { postSchema } from './schemas/post';
import { founderSchema, testimonialSchema, timelineSchema } from './schemas/people';
import { faqSchema, pointSchema, serviceSchema, statSchema } from './schemas/marketing';

const mdx = (base: string) => glob({ base: `./content/${base}`, pattern: '**/*.mdx' });

export const collections = {
  caseStudies: defineCollection({ loader: mdx('case-studies'), schema: caseStudySchema }),
  posts: defineCollection({ loader: mdx('posts'), schema: postSchema }),
  founders: defineCollection({ loader: file('./content/founders.yaml'), schema: founderSchema }),
  timeline: defineCollection({ loader: file('./content/timeline.yaml'), schema: timelineSchema }),
  testimonials: defineCollection({ loader: file('./content/testimonials.yaml'), schema: testimonialSchema }),
  stats: defineCollection({ loader: file('./content/stats.yaml'), schema: statSchema }),
  services: defineCollection({ loader: file('./content/services.yaml'), schema: serviceSchema }),
  faqs: defineCollection({ loader: file('./content/faqs.yaml'), schema: faqSchema }),
  points: defineCollection({ loader: file('./content/points.yaml'), schema: pointSchema }),
  facts: defineCollection({ loader: file('./content/facts.yaml'), schema: factSchema }),
};
