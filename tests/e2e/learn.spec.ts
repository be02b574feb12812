/**
 * The Financial Learning Hub at 390 px, driven by the lesson files: a whole lesson with its quiz
 * passed and one failed then retaken, badges appearing, progress after a reload, the tabs by
 * keyboard, storage that is corrupt, blocked or full, a lesson that fails to load, and the page
 * without JavaScript. axe in every view.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loadYaml as load } from '../../src/lib/contentYaml';
import { axeViolations } from '../support/axe';
import { entries, entry } from '../support/copy';
import { expectFitsScreen } from '../support/states';

interface LessonFile {
  title: string;
  content: { type: string; title?: string; alt?: string }[];
  quiz?: { questions: { correctAnswer: number; options: string[] }[] };
}
const lessonFile = (id: string) => load(readFileSync(`content/learning/lessons/${id}.yaml`, 'utf8')) as LessonFile;
const whatIsInflation = lessonFile('what-is-inflation');
const impact = lessonFile('inflation-impact-property');
const compound = lessonFile('compound-basics');
/** A badge's title as content/learning/badges.yaml gives it. */
const badge = (id: string) =>
  (load(readFileSync('content/learning/badges.yaml', 'utf8')) as { id: string; title: string }[]).find(
    (b) => b.id === id,
  )!.title;

test.use({ viewport: { width: 390, height: 844 } });
// Whole flows with an axe run per view: room for a slow, shared machine.
test.describe.configure({ timeout: 180_000 });

async function openHub(page: Page) {
  await page.goto('/learn');
  await moduleButton(page, 'Inflation Basics').scrollIntoViewIfNeeded();
  // Served enabled (a tap before the hub wakes is replayed); wait for it to wake, its saved progress read.
  await expect(page.locator('astro-island:has(.hub)')).not.toHaveAttribute('ssr', /.*/);
}

/** A module card's button: named by its label and the module's title (plus 'Completed' once done). */
const moduleButton = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^(Start Learning|Continue|Review) ${title}( Completed)?$`) });
const progressLine = (page: Page) => page.locator('.hub-progress__line');
const status = (page: Page) => page.locator('.hub__status');

/** Steps through a lesson to its last step, checking 'step x of y' and the percentage. */
async function readLesson(page: Page, lesson: LessonFile, onStep?: (index: number) => Promise<void>) {
  const count = lesson.content.length;
  await expect(page.getByRole('heading', { name: lesson.title, level: 3 })).toBeFocused();
  for (let i = 0; i < count; i++) {
    await expect(page.locator('.lesson__meta')).toContainText(`step ${i + 1} of ${count}`);
    await expect(page.locator('.lesson__progress')).toContainText(`${Math.round(((i + 1) / count) * 100)}% complete`);
    const title = lesson.content[i]!.title;
    if (title) await expect(page.locator('.lesson__step-title')).toHaveText(title);
    if (i > 0 && title) await expect(page.locator('.lesson__step-title')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled({ enabled: i > 0 });
    await onStep?.(i);
    if (i < count - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
}

/** Answers a lesson quiz: `right[i]` says whether question i is answered correctly. */
async function answerLessonQuiz(
  page: Page,
  lesson: LessonFile,
  right: boolean[],
  onQuestion?: (index: number) => Promise<void>,
) {
  const questions = lesson.quiz!.questions;
  for (const [i, q] of questions.entries()) {
    await expect(page.locator('.lesson-quiz__count')).toHaveText(`Question ${i + 1} of ${questions.length}`);
    const next = page.getByRole('button', { name: i === questions.length - 1 ? 'Finish Quiz' : 'Next Question' });
    await expect(next).toBeDisabled();
    await page
      .locator('.choice')
      .nth(right[i] ? q.correctAnswer : (q.correctAnswer + 1) % q.options.length)
      .click();
    await onQuestion?.(i);
    await next.click();
  }
}

test('a lesson with its quiz passed, First Steps earned, progress kept after a reload, then the module finished', async ({
  page,
}) => {
  await openHub(page);
  await expect(progressLine(page)).toHaveText('0 of 7 lessons completed (0%)');
  await moduleButton(page, 'Inflation Basics').click();

  await readLesson(page, whatIsInflation, async (i) => {
    if (i === 0) expect(await axeViolations(page), 'lesson, text step').toEqual([]);
    await expectFitsScreen(page, 'lesson, text step');
    if (whatIsInflation.content[i]!.type !== 'interactive') return;
    // The inflation step computes from the ONS CPI series: £1,000 in January 2000, worked by hand from the CSV.
    const rows = readFileSync('content/data/ons-cpi-d7bt.csv', 'utf8').trim().split('\n');
    const [latestMonth, latest] = rows.at(-1)!.split(',');
    const jan2000 = Number(rows.find((r) => r.startsWith('2000-01,'))!.split(',')[1]);
    const expected = ((1000 * Number(latest)) / jan2000).toLocaleString('en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const monthName = new Date(`${latestMonth}-01T00:00:00Z`).toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const widget = page.getByRole('group', { name: 'Inflation calculator' });
    await expect(widget).toContainText(`£1,000.00 in January 2000 is worth £${expected} in ${monthName} prices.`);
    await widget.getByLabel('In January of').selectOption('2010');
    await expect(widget).toContainText('£1,000.00 in January 2010 is worth');
    await widget.getByLabel('Amount').fill('abc');
    await expect(widget.getByText('Enter an amount between £1 and £10,000,000')).toBeVisible();
    await widget.getByLabel('Amount').fill('£2,500');
    await expect(widget).toContainText('£2,500.00 in January 2010 is worth');
    expect(await axeViolations(page), 'lesson, interactive step').toEqual([]);
    await expectFitsScreen(page, 'lesson, interactive step');
  });

  await page.getByRole('button', { name: 'Complete Lesson' }).click();
  await expect(page.getByRole('heading', { name: 'What Is Inflation? Quiz' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await answerLessonQuiz(page, whatIsInflation, [true, false, true, true], async (i) => {
    if (i === 0) {
      await page.getByRole('button', { name: 'Show Explanation' }).click();
      await expect(page.locator('.choice-feedback')).toBeFocused();
      await expect(page.locator('.choice-feedback')).toContainText('Correct!');
      await expect(page.getByRole('radio').first()).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Show Explanation' })).toBeDisabled();
      expect(await axeViolations(page), 'quiz, explanation shown').toEqual([]);
      await expectFitsScreen(page, 'quiz, explanation shown');
    }
    if (i === 1) {
      // Previous keeps the locked answer of question 1; the answer here can still change.
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.locator('.lesson-quiz__count')).toHaveText('Question 1 of 4');
      await expect(page.locator('.lesson-quiz__count')).toBeFocused();
      await expect(page.getByRole('radio').first()).toBeDisabled();
      await page.getByRole('button', { name: 'Next Question' }).click();
      await expect(page.locator('.choice.is-chosen')).toHaveCount(1);
    }
  });

  const result = page.locator('.lesson-quiz__result');
  await expect(result.locator('.lesson-quiz__percent')).toHaveText('75%');
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeFocused();
  await expect(result).toContainText('You got 3 out of 4 questions correct');
  await expect(page.getByRole('button', { name: 'Retake Quiz' })).toHaveCount(0);
  expect(await axeViolations(page), 'quiz passed').toEqual([]);
  await expectFitsScreen(page, 'quiz passed');
  await page.getByRole('button', { name: 'Continue Learning' }).click();

  await expect(status(page)).toHaveText(
    'Lesson complete: What Is Inflation? You earned 175 points. New badge: First Steps.',
  );
  await expect(moduleButton(page, 'Inflation Basics')).toBeFocused();
  await expect(moduleButton(page, 'Inflation Basics')).toHaveText(/^Continue/);
  await expect(progressLine(page)).toHaveText('1 of 7 lessons completed (14%)');
  await expect(page.locator('.hub-progress__figures')).toContainText('175 points');

  await page.getByRole('tab', { name: 'Badges' }).click();
  const badges = page.getByRole('tabpanel', { name: 'Badges' }).locator('.hub-badge');
  await expect(badges.filter({ hasText: 'First Steps' })).toContainText('Earned!');
  await expect(badges.filter({ hasText: 'Quiz Master' })).toContainText(
    `To earn: ${entry('content/learning/badges.yaml', 'quiz-master').requirement}`,
  );
  await expect(badges.filter({ hasText: 'Earned!' })).toHaveCount(1);
  expect(await axeViolations(page), 'badges tab').toEqual([]);
  await expectFitsScreen(page, 'badges tab');

  await page.reload();
  await openHub(page);
  await expect(progressLine(page)).toHaveText('1 of 7 lessons completed (14%)');
  await expect(page.locator('.hub-progress__figures')).toContainText('175 points');
  await expect(page.locator('.hub-progress__figures')).toContainText('1 of 6');

  // The module opens at its first unfinished lesson; it has no quiz, so it completes at once.
  await moduleButton(page, 'Inflation Basics').click();
  await readLesson(page, impact, async (i) => {
    if (impact.content[i]!.type !== 'image') return;
    await expect(page.getByRole('img', { name: impact.content[i]!.alt })).toBeVisible();
    expect(await axeViolations(page), 'lesson, image step').toEqual([]);
    await expectFitsScreen(page, 'lesson, image step');
  });
  await page.getByRole('button', { name: 'Complete Lesson' }).click();
  await expect(status(page)).toHaveText(
    `Lesson complete: ${impact.title}. You earned 200 points. New badge: ${badge('inflation-expert')}.`,
  );
  await expect(moduleButton(page, 'Inflation Basics')).toHaveText(/^Review/);
  await expect(page.locator('.hub-module--done').getByRole('img', { name: 'Completed' })).toBeVisible();
  await expect(progressLine(page)).toHaveText('2 of 7 lessons completed (29%)');
  await expect(page.locator('.hub-progress__figures')).toContainText('375 points');
});

test('a failed quiz, Retake, then 100% earns Quiz Master and Compound Champion; dashboard and leaderboard', async ({
  page,
}) => {
  await openHub(page);
  await moduleButton(page, 'Compound Interest').click();
  await readLesson(page, compound, async (i) => {
    if (compound.content[i]!.type !== 'interactive') return;
    const widget = page.getByRole('group', { name: 'Compound growth calculator' });
    await expect(widget).toContainText('After 10 years: £325,779');
    await expect(widget).toContainText('Simple growth would give £300,000; compounding adds £25,779 more.');
    const years = widget.getByLabel(/^Years/);
    await years.focus();
    for (let k = 0; k < 10; k++) await page.keyboard.press('ArrowRight');
    await expect(widget).toContainText('After 20 years: £530,660');
    expect(await axeViolations(page), 'compound growth widget').toEqual([]);
    await expectFitsScreen(page, 'compound growth widget');
  });
  await page.getByRole('button', { name: 'Complete Lesson' }).click();

  await answerLessonQuiz(page, compound, [true, false, false, false]);
  await expect(page.locator('.lesson-quiz__percent')).toHaveText('25%');
  await expect(page.getByRole('heading', { name: 'Keep Learning!' })).toBeFocused();
  await expect(page.locator('.lesson-quiz__result')).toContainText('You got 1 out of 4 questions correct');
  await expect(page.getByRole('button', { name: 'Continue Learning' })).toBeVisible();
  expect(await axeViolations(page), 'quiz failed').toEqual([]);
  await expectFitsScreen(page, 'quiz failed');

  await page.getByRole('button', { name: 'Retake Quiz' }).click();
  await expect(page.locator('.lesson-quiz__count')).toHaveText('Question 1 of 4');
  await expect(page.locator('.lesson-quiz__count')).toBeFocused();
  await expect(page.locator('.choice.is-chosen')).toHaveCount(0);
  await answerLessonQuiz(page, compound, [true, true, true, true]);
  await expect(page.locator('.lesson-quiz__percent')).toHaveText('100%');
  await page.getByRole('button', { name: 'Continue Learning' }).click();
  await expect(status(page)).toHaveText(
    `Lesson complete: ${compound.title}. You earned 400 points. New badges: First Steps, Quiz Master, Compound Champion.`,
  );

  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const figures = page.locator('#hub-panel-dashboard .hub-figures');
  await expect(figures).toContainText('Lessons completed1 of 7');
  await expect(figures).toContainText('Total score400');
  await expect(figures).toContainText('Badges earned3');
  await expect(figures).toContainText('Completion rate14%');
  await expect(page.locator('#hub-panel-dashboard .hub-badge__title')).toHaveText([
    'Compound Champion',
    'Quiz Master',
    'First Steps',
  ]);
  await expect(page.locator('.hub-rank__value')).toContainText('#--');
  expect(await axeViolations(page), 'dashboard tab').toEqual([]);
  await expectFitsScreen(page, 'dashboard tab');

  await page.getByRole('button', { name: 'View Leaderboard' }).click();
  await expect(page.getByRole('tab', { name: 'Leaderboard' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute('aria-selected', 'true');
  const yours = page.locator('.hub-yours');
  await expect(yours).toContainText('Total score400');
  await expect(yours).toContainText('Badges earned3');
  await expect(yours).toContainText('Current rank--');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('1,300');
  await expect(rows.last()).toContainText('450');
  await expect(page.locator('#hub-levels ~ ol li')).toHaveText([
    /Learning Enthusiast/,
    /Knowledge Seeker/,
    /Finance Master/,
  ]);
  expect(await axeViolations(page), 'leaderboard tab').toEqual([]);
  await expectFitsScreen(page, 'leaderboard tab');
});

test('the tabs follow the WAI-ARIA pattern: arrows, Home and End, one tab in the Tab order', async ({ page }) => {
  await openHub(page);
  expect(await axeViolations(page), 'modules tab').toEqual([]);
  await expectFitsScreen(page, 'modules tab');
  const tab = (name: string) => page.getByRole('tab', { name });
  await tab('Modules').focus();
  await expect(page.locator('[role=tab][tabindex="0"]')).toHaveCount(1);
  for (const [key, name] of [
    ['ArrowRight', 'Badges'],
    ['ArrowRight', 'Leaderboard'],
    ['ArrowRight', 'Dashboard'],
    ['ArrowRight', 'Modules'],
    ['ArrowLeft', 'Dashboard'],
    ['Home', 'Modules'],
    ['End', 'Dashboard'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(tab(name)).toBeFocused();
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await expect(page.locator('[role=tab][tabindex="0"]')).toHaveText(name);
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toBeFocused();
});

test.describe('storage', () => {
  test('corrupt saved progress: the hub starts afresh, says so, and works', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('learning_learner_id', JSON.stringify('user_1700000000000_abcdef'));
      localStorage.setItem('learning_progress_user_1700000000000_abcdef', '{"inflation-basics-what');
    });
    await openHub(page);
    await expect(status(page)).toHaveText(
      'Your saved progress in this browser could not be read, so you are starting afresh.',
    );
    await expect(progressLine(page)).toHaveText('0 of 7 lessons completed (0%)');
    expect(await axeViolations(page), 'storage notice').toEqual([]);
    await moduleButton(page, 'Risk Assessment').click();
    await expect(page.getByRole('heading', { name: 'Types of Investment Risk' })).toBeFocused();
  });

  test('storage turned off: the hub works for this visit and says progress will not be kept', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await openHub(page);
    await expect(status(page)).toHaveText(
      'This browser is not letting the page save your progress, so it will be kept only until you leave this page.',
    );
    await moduleButton(page, 'Inflation Basics').click();
    await page.locator('.lesson__other').filter({ hasText: impact.title }).click();
    await readLesson(page, impact);
    await page.getByRole('button', { name: 'Complete Lesson' }).click();
    await expect(progressLine(page)).toHaveText('1 of 7 lessons completed (14%)');
  });

  test('storage full: the completion counts for this visit and the hub says it could not be saved', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its storage as `this`
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('learning_progress_'))
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    await openHub(page);
    await expect(status(page)).toBeHidden();
    await moduleButton(page, 'Inflation Basics').click();
    await page.locator('.lesson__other').filter({ hasText: impact.title }).click();
    await readLesson(page, impact);
    await page.getByRole('button', { name: 'Complete Lesson' }).click();
    await expect(status(page)).toContainText(
      'Your browser’s storage is full, so your latest progress could not be saved.',
    );
    await expect(progressLine(page)).toHaveText('1 of 7 lessons completed (14%)');
  });
});

test('a lesson that cannot be loaded says so, and Try again loads it', async ({ page }) => {
  await openHub(page);
  await page.route('**/lessons/*.json', (route) => route.abort('internetdisconnected'));
  const propertyBasics = entry('content/learning/modules.yaml', 'property-investment-basics').title;
  await moduleButton(page, propertyBasics).click();
  await expect(page.locator('.lesson__problem')).toHaveRole('alert');
  await expect(page.locator('.lesson__problem')).toContainText(
    'This lesson could not be loaded. Check your connection and try again.',
  );
  expect(await axeViolations(page), 'lesson load failure').toEqual([]);
  await page.unroute('**/lessons/*.json');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: lessonFile('property-types').title })).toBeFocused();
  await page.getByRole('button', { name: 'Back to Modules' }).click();
  await expect(moduleButton(page, propertyBasics)).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the module list shows, and the page says the lessons need JavaScript', async ({ page }) => {
    await page.goto('/learn');
    // Playwright's text engine skips <noscript>, so find the message by its class.
    await expect(page.locator('.hub-noscript')).toContainText('The lessons, quizzes and badges need JavaScript');
    for (const { title } of entries('content/learning/modules.yaml')) {
      await expect(page.getByRole('heading', { name: title, level: 4 })).toBeVisible();
    }
    await expect(page.getByText('25 min')).toBeVisible();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.locator('.hub-module__action').first()).toBeHidden();
  });
});
