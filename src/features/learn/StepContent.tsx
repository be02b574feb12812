/**
 * One lesson step by type: text as paragraphs (and lists), an image with its caption, or
 * an interactive widget loaded on demand. Any other type is shown as plain text.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { LessonBlock, Step, Widget } from './hubTypes';

const widgets: { [K in Widget['kind']]: LazyExoticComponent<ComponentType<{ widget: Extract<Widget, { kind: K }> }>> } =
  {
    'compound-growth': lazy(() => import('./widgets/CompoundGrowth')),
    'inflation-buying-power': lazy(() => import('./widgets/InflationBuyingPower')),
    'rental-yield': lazy(() => import('./widgets/RentalYield')),
    'cash-reserve': lazy(() => import('./widgets/CashReserve')),
  };

function Blocks({ blocks }: { blocks: LessonBlock[] }) {
  return (
    <>
      {blocks.map((b, i) =>
        b.kind === 'ul' ? (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{b.text}</p>
        ),
      )}
    </>
  );
}

function WidgetFor({ widget }: { widget: Widget }) {
  const Component = widgets[widget.kind] as ComponentType<{ widget: Widget }> | undefined;
  if (!Component) return null;
  return (
    <Suspense fallback={<p className="widget widget--loading">Loading the calculator…</p>}>
      <Component widget={widget} />
    </Suspense>
  );
}

export function StepContent({ step }: { step: Step }) {
  const heading = step.title && (
    <h4 className="lesson__step-title" tabIndex={-1} data-step-heading>
      {step.title}
    </h4>
  );
  switch (step.type) {
    case 'text':
      return (
        <>
          {heading}
          <Blocks blocks={step.blocks} />
        </>
      );
    case 'image':
      return (
        <>
          {heading}
          <figure className="lesson__figure">
            <img
              src={step.src}
              width={step.width}
              height={step.height}
              alt={step.alt}
              loading="lazy"
              decoding="async"
            />
            {step.caption && <figcaption>{step.caption}</figcaption>}
          </figure>
        </>
      );
    case 'interactive':
      return (
        <>
          {heading}
          <Blocks blocks={step.blocks} />
          <WidgetFor widget={step.widget} />
        </>
      );
    default: {
      const unknown = step as { title?: string; content?: unknown };
      return (
        <>
          {heading}
          <p>{typeof unknown.content === 'string' ? unknown.content : ''}</p>
        </>
      );
    }
  }
}
