/**
 * The Financial Literacy Quiz at 390 px: the whole quiz with the keyboard alone, the result bands,
 * achievements with the 'Achievement Unlocked!' dialog (under the score, Escape, 3 s on the page clock), the
 * saved stats, storage that is corrupt, and the page without JavaScript. axe in every view.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { loadYaml as load } from '../../src/lib/contentYaml';
import { axeViolations, axeViolationsOnHeldClock } from '../support/axe';
import { expectFitsScreen } from '../support/states';

interface Question {
  id: number;
  options: string[];
  correctAnswer: number;
}
const questions = (load(readFileSync('content/literacy/questions.yaml', 'utf8')) as Question[]).sort(
  (a, b) => a.id - b.id,
);
const letters = ['A', 'B', 'C', 'D'];
/** The achievement for ten right answers, by its id (its title is content/literacy/achievements.yaml's). */
const tenRight = (
  load(readFileSync('content/literacy/achievements.yaml', 'utf8')) as { id: string; title: string }[]
).find((a) => a.id === 'investment_guru')!.title;

test.use({ viewport: { width: 390, height: 844 } });
// Whole flows with an axe run per view: room for a slow, shared machine.
test.describe.configure({ timeout: 180_000 });

async function openLiteracyQuiz(page: Page) {
  await page.goto('/financial-literacy');
  await page.getByRole('radio').first().scrollIntoViewIfNeeded();
  // The options work as served (hydration.spec.ts); the quiz's own behaviour needs it awake.
  await expect(page.locator('astro-island:has(.lq)')).not.toHaveAttribute('ssr', /.*/);
}

/** Answers the current question with the keyboard: Tab into the options, arrows to choose, Enter. */
async function answerWithKeyboard(page: Page, option: number, last: boolean) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio').first()).toBeFocused();
  if (option === 0) await page.keyboard.press('Space');
  for (let i = 0; i < option; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio').nth(option)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.choice-feedback')).toBeFocused();
  await page.keyboard.press('Tab');
  const next = page.getByRole('button', { name: last ? 'Finish Quiz' : 'Next Question' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Answers all eight with the mouse, `correct` of them rightly. */
async function playWithMouse(page: Page, correct: number, onExplanation?: (index: number) => Promise<void>) {
  for (const [i, q] of questions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 8`)).toBeVisible();
    const option = i < correct ? q.correctAnswer : (q.correctAnswer + 1) % 4;
    await page.locator('.choice').nth(option).click();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await onExplanation?.(i);
    await page.getByRole('button', { name: i === 7 ? 'Finish Quiz' : 'Next Question' }).click();
  }
}

test('the whole quiz with the keyboard alone: explanation, completion, dialog, Escape, Take Quiz Again', async ({
  page,
}) => {
  await page.clock.install(); // time runs normally until paused below
  await openLiteracyQuiz(page);
  expect(await axeViolations(page), 'first question').toEqual([]);
  await expectFitsScreen(page, 'first question');
  const submit = page.getByRole('button', { name: 'Submit Answer' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('Question 1 of 8')).toBeVisible();
  await expect(page.locator('.lq-question__category')).toHaveText('Property Basics');

  // Start from the question itself, as a keyboard user arriving at the quiz does.
  await page.locator('#lq-question-title').focus();
  for (const [i, q] of questions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 8`)).toBeVisible();
    if (i === 0) {
      // An answer can be changed until it is submitted: choose B, then move to the right one.
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio').nth(1)).toBeChecked();
      await expect(submit).toBeEnabled();
      const delta = q.correctAnswer - 1;
      for (let k = 0; k < Math.abs(delta); k++) await page.keyboard.press(delta > 0 ? 'ArrowDown' : 'ArrowUp');
      await expect(page.getByRole('radio').nth(q.correctAnswer)).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(submit).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('.choice-feedback')).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.locator('#lq-question-title')).toBeFocused();
      continue;
    }
    if (i === 1) {
      // The explanation shows after submitting, the options lock, and the answer is marked.
      await page.keyboard.press('Tab');
      for (let k = 0; k < q.correctAnswer; k++) await page.keyboard.press('ArrowDown');
      if (q.correctAnswer === 0) await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.locator('.choice-feedback')).toBeFocused();
      await expect(page.locator('.choice-feedback')).toContainText('Correct!');
      await expect(page.getByRole('radio').first()).toBeDisabled();
      await expect(page.locator('.choice.is-correct')).toContainText('Correct answer');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.locator('#lq-question-title')).toBeFocused();
      continue;
    }
    // Hold the page's clock before finishing, so the 3-second dialog stays open while axe checks it.
    if (i === 7) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await answerWithKeyboard(page, q.correctAnswer, i === 7);
    if (i < 7) await expect(page.locator('#lq-question-title')).toBeFocused();
  }

  // 8 of 8: first_quiz and perfect_score unlock together; the dialog shows only the last, under the
  // score (non-modal): focus stays on the results, which are read first.
  const dialog = page.getByRole('dialog', { name: 'Achievement Unlocked!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Perfect Score');
  await expect(page.getByRole('heading', { name: 'Quiz complete' })).toBeFocused();
  expect(await axeViolationsOnHeldClock(page, 2500), 'achievement dialog').toEqual([]);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Quiz complete' })).toBeFocused();
  await page.clock.resume();

  const complete = page.locator('.lq-complete');
  await expect(complete.locator('.lq-complete__percent')).toHaveText('100%');
  await expect(complete).toContainText('You scored 8 out of 8');
  // A score says what the visitor knows, never that they should invest.
  await expect(complete.locator('.lq-complete__message')).toHaveText(
    'Excellent! You know the basics of property investing. Keep building on them in our Learning Hub.',
  );
  await expect(complete.locator('.lq-complete__message')).toHaveCSS('color', 'rgb(22, 101, 52)');
  await expect(complete.locator('.lq-complete__totals')).toContainText('Quizzes completed1');
  await expect(complete.locator('.lq-complete__totals')).toContainText('Total correct answers8');
  await expect(complete.locator('.lq-complete__totals')).toContainText('Achievements unlocked2 of 5');
  const consult = complete.getByRole('link', { name: /Book Your Investment Consultation/ });
  await expect(consult).toHaveAttribute('href', '/contact');
  await expect(consult).toHaveAttribute('target', '_blank');
  // A top score points to learning more first; the consultation comes second.
  const hub = complete.getByRole('link', { name: 'Explore the Learning Hub' });
  await expect(hub).toHaveAttribute('href', '/learn');
  await expect(hub).toHaveClass(/btn--primary/);
  await expect(consult).toHaveClass(/btn--outline/);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Take Quiz Again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#lq-question-title')).toBeFocused();
  await expect(page.getByText('Question 1 of 8')).toBeVisible();
  await expect(page.locator('.lq-stat').nth(1)).toContainText('0');
});

test('the dialog closes by itself after 3 seconds, and only the last unlock is shown', async ({ page }) => {
  await page.clock.install();
  await page.addInitScript(() => {
    // One quiz already finished with 8 right: the next correct answers take the total to 10.
    localStorage.setItem('financialLiteracyStats', JSON.stringify({ totalCorrect: 8, quizzesCompleted: 1 }));
    localStorage.setItem(
      'financialLiteracyAchievements',
      JSON.stringify([
        { id: 'first_quiz', unlocked: true, progress: 1 },
        { id: 'perfect_score', unlocked: true, progress: 1 },
        { id: 'investment_guru', unlocked: false, progress: 8 },
      ]),
    );
  });
  await openLiteracyQuiz(page);
  await expect(page.locator('.lq-stat').nth(2)).toContainText('2 of 5');
  for (const [i, q] of questions.entries()) {
    await page
      .locator('.choice')
      .nth(i < 2 ? q.correctAnswer : (q.correctAnswer + 1) % 4)
      .click();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    if (i === 7) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('button', { name: i === 7 ? 'Finish Quiz' : 'Next Question' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Achievement Unlocked!' });
  await expect(dialog).toContainText(tenRight);
  await page.clock.runFor(2999);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(1);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Quiz complete' })).toBeFocused();
  await expect(page.locator('.lq-complete__message')).toHaveText(
    'Keep studying! Knowledge is the key to successful investing.',
  );
  await expect(page.locator('.lq-complete__message')).toHaveCSS('color', 'rgb(185, 28, 28)');
});

test('the orange band, achievements progress, and stats kept under the fixed keys after a reload', async ({ page }) => {
  await page.clock.install();
  await openLiteracyQuiz(page);
  await playWithMouse(page, 5, async (i) => {
    // The dialog stays until it is closed by hand below.
    if (i === 7) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    if (i !== 6) return;
    await expect(page.locator('.choice-feedback')).toContainText('Incorrect. The answer is');
    await expect(page.locator('.choice.is-wrong')).toContainText('Your answer');
    expect(await axeViolations(page), 'explanation of a wrong answer').toEqual([]);
    await expectFitsScreen(page, 'explanation of a wrong answer');
  });
  // The First Quiz dialog, under what to learn next (the missed lessons, the quiz again, the hub): its Close
  // button comes after them, and focus goes back to the results.
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
  const before = await page.locator('.lq-learn a').count();
  for (let i = 0; i < before + 3; i++) await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Quiz complete' })).toBeFocused();
  await page.clock.resume();
  await expect(page.locator('.lq-complete__percent')).toHaveText('63%');
  expect(await axeViolations(page), 'completion').toEqual([]);
  await expectFitsScreen(page, 'completion');
  await expect(page.locator('.lq-complete__message')).toHaveText('Good job! Consider learning more before investing.');
  await expect(page.locator('.lq-complete__message')).toHaveCSS('color', 'rgb(168, 79, 5)');

  const saved = await page.evaluate(() => [
    localStorage.getItem('financialLiteracyStats'),
    localStorage.getItem('financialLiteracyAchievements'),
  ]);
  expect(JSON.parse(saved[0]!)).toEqual({ totalCorrect: 5, quizzesCompleted: 1 });
  expect(JSON.parse(saved[1]!)).toContainEqual({ id: 'investment_guru', unlocked: false, progress: 5 });

  await page.reload();
  await openLiteracyQuiz(page);
  const grid = page.locator('.lq-achievement');
  await expect(grid.filter({ hasText: 'First Quiz' })).toContainText('Unlocked');
  await expect(grid.filter({ hasText: tenRight })).toContainText('5 of 10');
  await expect(grid.filter({ hasText: 'Quiz Regular' }).getByRole('progressbar')).toHaveAttribute('value', '1');
  await expect(page.locator('.lq-stat').nth(2)).toContainText('1 of 5');
});

test('corrupt saved results: the quiz starts afresh and says so', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('financialLiteracyStats', '{not json'));
  await openLiteracyQuiz(page);
  await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toHaveText(
    'Your saved quiz results in this browser could not be read, so you are starting afresh.',
  );
  await page.locator('.choice').first().click();
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeEnabled();
  expect(await axeViolations(page), 'storage notice').toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page says the quiz needs it', async ({ page }) => {
    await page.goto('/financial-literacy');
    // Playwright's text engine skips <noscript>, so find the message by its class.
    await expect(page.locator('.literacy-noscript')).toHaveText(
      'The quiz needs JavaScript, which is turned off or not available in this browser.',
    );
    await expect(page.locator('.lq')).toBeVisible(); // the server-rendered first question
    await expect(page.getByRole('heading', { name: 'Financial Literacy Quiz', level: 1 })).toBeVisible();
  });
});

test('options are lettered A to D', async ({ page }) => {
  await openLiteracyQuiz(page);
  await expect(page.locator('.choice__letter')).toHaveText(letters);
});
