// Issue 16, part 5 (hands-free details): on the workshop board and the spool page, at the tablet
// in portrait, every control and link is at least 44×44 px (WCAG 2.5.5, Apple's HIG) and no two
// overlap; every number field opens the numeric keypad; the weigh-in takes one number and Enter.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkpoint, registerNewUser } from './support';
import { seedPrinterAndSpool, seedQueuedJob, uidOf } from './workshop-seed';

const TABLET = { width: 820, height: 1180 };
test.use({ viewport: TABLET, hasTouch: true });

const MIN_TARGET = 44;

interface Target {
  what: string;
  width: number;
  height: number;
  x: number;
  y: number;
}

/**
 * The tap targets shown inside `scope`, with their boxes: links, buttons, form controls and
 * anything focusable. A checkbox or radio inside its label is tapped through the label, so the
 * label's box is its target.
 */
async function tapTargets(scope: Locator): Promise<Target[]> {
  return scope.evaluate((root) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="menuitem"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="tab"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const describe = (element: Element) => {
      const input = element as HTMLInputElement;
      const name =
        element.getAttribute('aria-label') ||
        (input.labels?.[0]?.textContent ?? '') ||
        element.textContent ||
        element.getAttribute('name') ||
        '';
      return `<${element.tagName.toLowerCase()}> "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
    };
    const targets: Target[] = [];
    const seen = new Set<Element>();
    for (const element of Array.from(root.querySelectorAll(selector))) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const type = element.getAttribute('type');
      const label = type === 'checkbox' || type === 'radio' ? element.closest('label') : null;
      const box = (label ?? element).getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (label) {
        if (seen.has(label)) continue;
        seen.add(label);
      }
      targets.push({
        what: describe(element),
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
        x: box.x,
        y: box.y,
      });
    }
    return targets;
  });
}

/** Every target in `scope` is 44×44 at least and overlaps no other; returns how many there were. */
async function expectTouchSized(scope: Locator, where: string) {
  const targets = await tapTargets(scope);
  const small = targets
    .filter((target) => target.width < MIN_TARGET || target.height < MIN_TARGET)
    .map((target) => `${target.what}: ${target.width}×${target.height}`);
  expect(small, `targets under ${MIN_TARGET}×${MIN_TARGET} px in ${where}`).toEqual([]);
  const overlapping: string[] = [];
  targets.forEach((a, index) => {
    for (const b of targets.slice(index + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > 0.5 && down > 0.5) overlapping.push(`${a.what} and ${b.what}`);
    }
  });
  expect(overlapping, `targets overlapping in ${where}`).toEqual([]);
  return targets.length;
}

/** Every number field in `scope` asks for the numeric or decimal keypad; returns how many there were. */
async function expectNumericKeypads(scope: Locator, where: string) {
  const fields = await scope.evaluate((root) =>
    Array.from(root.querySelectorAll('input'))
      .filter(
        (input) => input.type === 'number' || input.inputMode === 'numeric' || input.inputMode === 'decimal',
      )
      .map((input) => ({
        label: input.labels?.[0]?.textContent?.trim() ?? input.name,
        type: input.type,
        inputMode: input.getAttribute('inputmode'),
      })),
  );
  const wrong = fields
    .filter((field) => field.type !== 'number' || !['numeric', 'decimal'].includes(field.inputMode ?? ''))
    .map((field) => `${field.label}: type ${field.type}, inputmode ${field.inputMode}`);
  expect(wrong, `number fields without a number keypad (or accepting text) in ${where}`).toEqual([]);
  return fields.length;
}

/** A checkpoint (axe and, with SCREENSHOTS set, screenshots at both sizes), then back to the tablet. */
async function shoot(page: Page, name: string) {
  await checkpoint(page, name);
  await page.setViewportSize(TABLET);
}

test('the board, the spool page and their dialogs are sized for touch, with number keypads', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await registerNewUser(page);
  const uid = await uidOf(email);
  const { printerId } = await seedPrinterAndSpool(uid);
  await seedQueuedJob(uid, printerId);

  // The board: an idle printer and one job waiting.
  await page.goto('/dashboard/workshop');
  const main = page.locator('main');
  const tile = page.getByRole('article', { name: 'Prusa MK4' });
  const queue = page.getByRole('list', { name: 'Jobs waiting to print' });
  await expect(tile.getByRole('button', { name: 'Start a job on Prusa MK4' })).toBeEnabled();
  await expect(queue.getByRole('button', { name: 'Start Rook (Chess set)' })).toBeVisible();
  expect(await expectTouchSized(main, 'the board')).toBeGreaterThanOrEqual(4);
  await expectTouchSized(page.getByRole('navigation', { name: 'Dashboard' }), 'the dashboard tabs');
  await shoot(page, 'touch-board');

  // Start a run from the queue: the spools loaded, one chosen.
  await queue.getByRole('button', { name: 'Start Rook (Chess set)' }).click();
  let dialog = page.getByRole('dialog', { name: 'Start Rook' });
  const spool = dialog.getByLabel('Spool', { exact: true });
  await expect(spool.locator('option', { hasText: 'Galaxy Black PLA' })).toHaveCount(1);
  await expect(dialog.getByLabel('Printer')).toHaveValue(printerId);
  const option = spool.locator('option', { hasText: 'Galaxy Black PLA' });
  await spool.selectOption((await option.getAttribute('value'))!);
  expect(await expectTouchSized(dialog, 'the start-run dialog')).toBeGreaterThanOrEqual(5);
  await shoot(page, 'touch-start-dialog');
  await dialog.getByRole('button', { name: 'Start printing' }).click();
  await expect(dialog).toBeHidden();

  // The board while printing: the run's project and spool links, Complete, Failed and Cancel.
  await expect(tile.getByRole('button', { name: 'Complete the run on Prusa MK4' })).toBeVisible();
  await expect(tile.getByRole('link', { name: 'Galaxy Black PLA' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing waiting to print' })).toBeVisible();
  await expectTouchSized(main, 'the board while printing');
  await shoot(page, 'touch-board-printing');

  // A failed print: every field, and the overdraw tick once more is wasted than the spool holds.
  await tile.getByRole('button', { name: 'Failed: the run on Prusa MK4' }).click();
  dialog = page.getByRole('dialog', { name: 'Record a failed print on Prusa MK4' });
  const wasted = dialog.getByLabel('Filament wasted from Galaxy Black PLA (g)');
  await expect(wasted).toHaveValue('0');
  await wasted.fill('1200');
  await expect(dialog.getByRole('checkbox')).toBeVisible();
  expect(await expectNumericKeypads(dialog, 'the finish-run dialog')).toBe(2);
  await expect(wasted).toHaveAttribute('inputmode', 'decimal');
  await expect(dialog.getByLabel('Print time (minutes)')).toHaveAttribute('inputmode', 'decimal');
  expect(await expectTouchSized(dialog, 'the finish-run dialog')).toBeGreaterThanOrEqual(7);
  await shoot(page, 'touch-finish-dialog');
  await dialog.getByRole('button', { name: 'Keep printing' }).click();
  await expect(dialog).toBeHidden();

  // The spool page, from the run's spool link.
  await tile.getByRole('link', { name: 'Galaxy Black PLA' }).click();
  await expect(page.getByRole('heading', { name: 'Galaxy Black PLA', level: 1 })).toBeVisible();
  const remaining = page.getByText(/ of 1,000 g remaining$/);
  await expect(remaining).toHaveText('1,000 g of 1,000 g remaining');
  await expect(page.getByRole('heading', { name: 'No history yet' })).toBeVisible();
  expect(await expectTouchSized(main, 'the spool page')).toBeGreaterThanOrEqual(4);

  // The first weigh-in asks for the empty spool too; the gross weight is focused, Enter records.
  await page.getByRole('button', { name: 'Weigh in' }).click();
  dialog = page.getByRole('dialog', { name: 'Weigh in' });
  const gross = dialog.getByLabel('Gross weight on the scale (g)');
  await expect(gross).toBeFocused();
  await expect(dialog.getByLabel('Empty spool weight (g)')).toBeVisible();
  expect(await expectNumericKeypads(dialog, 'the first weigh-in')).toBe(2);
  expect(await expectTouchSized(dialog, 'the first weigh-in')).toBe(4);
  await page.keyboard.type('1100');
  await dialog.getByLabel('Empty spool weight (g)').fill('250');
  await expect(dialog.getByText('Remaining after weigh-in: 850 g (change −150 g)')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(remaining).toHaveText('850 g of 1,000 g remaining');

  // The next one is one number: typed into the focused field, recorded with Enter.
  await page.getByRole('button', { name: 'Weigh in' }).click();
  dialog = page.getByRole('dialog', { name: 'Weigh in' });
  await expect(dialog.getByText('Empty spool: 250 g (typed on this spool)')).toBeVisible();
  await expect(dialog.getByLabel('Gross weight on the scale (g)')).toBeFocused();
  expect(await expectNumericKeypads(dialog, 'the weigh-in')).toBe(1);
  expect(await expectTouchSized(dialog, 'the weigh-in')).toBe(4);
  await page.keyboard.type('1050');
  await expect(dialog.getByText('Remaining after weigh-in: 800 g (change −50 g)')).toBeVisible();
  await shoot(page, 'touch-weigh-in');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(remaining).toHaveText('800 g of 1,000 g remaining');

  // An adjustment: the keypad has no minus, so Remove makes the grams typed negative.
  await page.getByRole('button', { name: 'Adjust' }).click();
  dialog = page.getByRole('dialog', { name: 'Adjust remaining filament' });
  const change = dialog.getByLabel('Change (g)');
  await expect(change).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Remove', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(change).toBeFocused();
  await page.keyboard.type('20');
  await expect(change).toHaveValue('-20');
  await expect(dialog.getByText('Remaining after adjustment: 780 g')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(change).toHaveValue('20');
  await expect(dialog.getByText('Remaining after adjustment: 820 g')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(change).toHaveValue('-20');
  expect(await expectNumericKeypads(dialog, 'the adjustment')).toBe(1);
  expect(await expectTouchSized(dialog, 'the adjustment')).toBe(6);
  await shoot(page, 'touch-adjust');
  await change.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(remaining).toHaveText('780 g of 1,000 g remaining');
  await expect(page.getByRole('table', { name: 'Spool history' }).locator('tbody tr')).toHaveCount(3);
  await expectTouchSized(main, 'the spool page with its history');
  await shoot(page, 'touch-spool');
});
