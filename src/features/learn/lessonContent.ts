/**
 * Turns a lesson file into what /lessons/<id>.json serves: text split into paragraphs and
 * lists, images resolved to their built address, and the figures a widget needs computed at build
 * time, so the browser downloads a few numbers instead of a data file.
 */
import type { LessonData, WidgetData } from '../../collections/lesson';
import type { LessonBlock, CpiYears, LessonContent, Step, Widget } from './hubTypes';

/** What the build knows that a lesson file does not. */
export interface LessonContext {
  /** The CPI factors by year, for the inflation widget. */
  cpi: CpiYears;
  /** The built address and size of an image step's picture. */
  image: (content: unknown) => { src: string; width: number; height: number };
}

/** Paragraphs split on blank lines; a paragraph whose every line starts with "- " is a list. */
export function toBlocks(text: string): LessonBlock[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): LessonBlock => {
      const lines = chunk.split('\n').map((l) => l.trim());
      if (lines.every((l) => l.startsWith('- '))) return { kind: 'ul', items: lines.map((l) => l.slice(2).trim()) };
      return { kind: 'p', text: lines.join(' ') };
    });
}

function toWidget(widget: WidgetData, cpi: CpiYears): Widget {
  if (widget.kind !== 'inflation-buying-power') return widget;
  const lastYear = cpi.firstYear + cpi.factors.length - 1;
  if (widget.fromYear < cpi.firstYear || widget.fromYear > lastYear) {
    throw new Error(
      `inflation-buying-power: fromYear ${widget.fromYear} is outside the CPI data (${cpi.firstYear}–${lastYear})`,
    );
  }
  return { ...widget, cpi };
}

export function lessonContent(id: string, lesson: LessonData, context: LessonContext): LessonContent {
  const steps = lesson.content.map((step): Step => {
    switch (step.type) {
      case 'text':
        return { type: 'text', title: step.title, blocks: toBlocks(step.content) };
      case 'image':
        return {
          type: 'image',
          title: step.title,
          ...context.image(step.content),
          alt: step.alt,
          caption: step.caption,
        };
      case 'interactive':
        return {
          type: 'interactive',
          title: step.title,
          blocks: toBlocks(step.content),
          widget: toWidget(step.widget, context.cpi),
        };
    }
  });
  return {
    id,
    moduleId: lesson.module,
    title: lesson.title,
    description: lesson.description,
    estimatedTime: lesson.estimatedTime,
    steps,
    quiz: lesson.quiz,
  };
}
