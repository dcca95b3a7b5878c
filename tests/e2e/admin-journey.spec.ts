import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { brandKey } from '../../src/domain/filament-brands';
import { moveUserPlan } from '../support/plan-tally-seed';
import { ADMIN_STATE, checkpoint, registerNewUser } from './support';

// The e2e build talks to this emulator project (see .env.e2e).
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.METADATA_SERVER_DETECTION = 'none';
const adminDb = () =>
  getFirestore(
    getApps().find((app) => app.name === 'admin-e2e') ??
      initializeApp({ projectId: 'demo-printledger-e2e' }, 'admin-e2e'),
  );

// Plans an interrupted earlier run of this journey left behind.
test.beforeAll(async () => {
  const plans = await adminDb().collection('plans').get();
  await Promise.all(
    plans.docs.filter((plan) => /^farm-[a-z0-9]+$/.test(plan.id)).map((plan) => plan.ref.delete()),
  );
});

// The admin area as the seeded admin: plans, the catalogue import, brands and the audit log.
const runId = `${Date.now().toString(36)}${process.pid}`;
const PLAN = `Farm ${runId}`;
const FEATURES = ['Alpha feature', 'Beta feature', 'Gamma feature'];

const shots = async (page: Page, name: string) => {
  await checkpoint(page, name);
};

const featureList = (page: Page) =>
  page
    .getByRole('article', { name: PLAN })
    .getByRole('list', { name: `${PLAN} features` })
    .getByRole('listitem');

test.describe('admin journey', () => {
  test.use({ storageState: ADMIN_STATE });

  test('plan → reorder → deactivate → import (brands for makers) → refresh → audit log → delete the plan moving its user', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);

    // Create a plan with three features (and one blank row that is dropped).
    await page.goto('/admin/plans');
    await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Plan' });
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(dialog.getByText('Plan name is required')).toBeVisible();
    await expect(dialog.getByText('Price is required')).toBeVisible();
    await expect(dialog.getByText('Maximum printers is required')).toBeVisible();
    await dialog.getByLabel('Plan name').fill(PLAN);
    await dialog.getByLabel('Price per month ($)').fill('99');
    await dialog.getByLabel('Maximum printers').fill('25');
    await dialog.getByRole('textbox', { name: 'Feature 1', exact: true }).fill(FEATURES[0]!);
    for (const [index, feature] of [FEATURES[1]!, '  ', FEATURES[2]!].entries()) {
      await dialog.getByRole('button', { name: 'Add feature' }).click();
      await dialog.getByRole('textbox', { name: `Feature ${index + 2}`, exact: true }).fill(feature);
    }
    await shots(page, 'admin-plan-form');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(featureList(page)).toHaveText(FEATURES.map((feature) => `✓${feature}`));

    // Reorder from the keyboard: pick feature 1 up, move it down twice, drop it.
    await page.getByRole('button', { name: `Edit ${PLAN}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${PLAN}` });
    const handle = edit.getByRole('button', { name: 'Reorder feature 1' });
    await handle.focus();
    // Paced like a person: each move animates before the next is measured.
    for (const key of ['Space', 'ArrowDown', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect(edit.getByRole('textbox', { name: 'Feature 3', exact: true })).toHaveValue('Alpha feature');
    await shots(page, 'admin-plan-reorder');
    await edit.getByRole('button', { name: 'Save Plan' }).click();
    await expect(edit).toBeHidden();
    await expect(featureList(page)).toHaveText(['✓Beta feature', '✓Gamma feature', '✓Alpha feature']);

    // Then drag it back to the top with the mouse.
    await page.getByRole('button', { name: `Edit ${PLAN}` }).click();
    const drag = page.getByRole('dialog', { name: `Edit ${PLAN}` });
    const from = await drag.getByRole('button', { name: 'Reorder feature 3' }).boundingBox();
    const to = await drag.getByRole('button', { name: 'Reorder feature 1' }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + from!.width / 2, from!.y - 10, { steps: 5 });
    await page.mouse.move(to!.x + to!.width / 2, to!.y + 2, { steps: 10 });
    await page.mouse.up();
    await expect(drag.getByRole('textbox', { name: 'Feature 1', exact: true })).toHaveValue('Alpha feature');
    await drag.getByRole('button', { name: 'Save Plan' }).click();
    await expect(drag).toBeHidden();
    await expect(featureList(page)).toHaveText(['✓Alpha feature', '✓Beta feature', '✓Gamma feature']);

    // Deactivate with confirmation.
    await page.getByRole('button', { name: `Deactivate ${PLAN}` }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate plan' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByRole('article', { name: PLAN }).getByText('Inactive')).toBeVisible();
    await shots(page, 'admin-plans');

    // No summaries of the fixture's brands yet: the import itself must bring them (issue 19).
    const fixtureBrands = new Set(
      (
        JSON.parse(readFileSync('tests/fixtures/filaments-sample.json', 'utf8')) as { manufacturer: string }[]
      ).map((row) => brandKey(row.manufacturer)),
    );
    await Promise.all(
      [...fixtureBrands].map((id) => adminDb().collection('filament_brands').doc(id).delete()),
    );

    // Import the fixture catalogue (served slowly enough to see the progress bar).
    await page.route('**/filaments.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ path: 'tests/fixtures/filaments-sample.json', contentType: 'application/json' });
    });
    await page.goto('/admin/filaments');
    await expect(page.getByRole('heading', { name: 'Filaments' })).toBeVisible();
    await page.getByRole('button', { name: 'Import Filaments' }).first().click();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    const done = page.getByText(/^Import complete\. \d+ filaments imported, \d+ skipped\.$/);
    await expect(done).toBeVisible({ timeout: 30_000 });
    const [, imported, skipped] = /(\d+) filaments imported, (\d+) skipped/.exec(
      (await done.textContent()) ?? '',
    )!;
    expect(Number(imported) + Number(skipped)).toBe(29);

    // A maker sees the imported brands in the spool search at once: no one pressed Refresh Data.
    const makerContext = await browser.newContext();
    const maker = await makerContext.newPage();
    const { email: makerEmail } = await registerNewUser(maker);
    await maker.getByRole('link', { name: 'Spools Inventory' }).click();
    await expect(maker.getByRole('heading', { name: 'Spools Inventory' })).toBeVisible();
    await maker.getByRole('button', { name: 'Add Spool' }).first().click();
    const spoolForm = maker.getByRole('dialog', { name: 'Add Spool' });
    const bambu = spoolForm
      .getByLabel('Search by brand')
      .locator('option', { hasText: /^Bambu Lab \(\d+\)$/ });
    await expect(bambu).toHaveCount(1);
    await spoolForm.getByLabel('Search by brand').selectOption({ label: (await bambu.textContent())! });
    await spoolForm.getByRole('button', { name: 'Search' }).click();
    await expect(
      spoolForm.getByRole('table', { name: 'Matching filaments' }).locator('tbody tr').first(),
    ).toContainText('Bambu Lab');
    await checkpoint(maker, 'maker-brands-after-import');
    await makerContext.close();
    // The maker is on the (inactive) plan this journey made, counted on its tally with the two
    // printers the operator gives them here: deleting it must move them.
    const [makerDoc] = (await adminDb().collection('users').where('email', '==', makerEmail).get()).docs;
    await moveUserPlan(adminDb(), makerDoc!.id, { planId: `farm-${runId}`, printerCount: 2 });

    await page.getByRole('button', { name: 'Import Filaments' }).click();
    await expect(page.getByText('Import complete. 0 filaments imported, 29 skipped.')).toBeVisible({
      timeout: 30_000,
    });

    // Paging: 20, then 40, … until the true total, then no Load more.
    const summary = page.getByText(/^Showing \d[\d,]* of \d[\d,]*$/);
    await expect(summary).toHaveText(/^Showing 20 of /);
    const total = Number(/of ([\d,]+)/.exec((await summary.textContent()) ?? '')![1]!.replace(/,/g, ''));
    expect(total).toBeGreaterThanOrEqual(29);
    await shots(page, 'admin-filaments');
    for (let shown = 20; shown < total;) {
      await page.getByRole('button', { name: 'Load more' }).click();
      shown = Math.min(shown + 20, total);
      await expect(summary).toHaveText(
        `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
      );
      await expect(page.getByRole('table', { name: 'Filament catalogue' }).locator('tbody tr')).toHaveCount(
        shown,
      );
    }
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // Refresh the brands.
    await page.goto('/admin/brands');
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await expect(page.getByText(/^Brands refreshed: \d+ brands, \d+ filaments\.$/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByRole('table', { name: 'Filament brands' }).getByRole('cell', { name: 'Bambu Lab' }),
    ).toBeVisible();
    await shots(page, 'admin-brands');

    // Every step is in the audit log; filter by action to find each.
    await page.goto('/admin/logs');
    const table = page.getByRole('table', { name: 'Audit log entries' });
    await expect(table).toBeVisible();
    for (const [action, text] of [
      ['admin.plan.create', `planId: farm-${runId}`],
      ['admin.plan.update', `planId: farm-${runId}`],
      ['admin.plan.deactivate', `planId: farm-${runId}`],
      ['admin.filament.import', 'totalProcessed: 29, imported: 0, skipped: 29'],
      ['admin.filament-brands.refresh', 'brandsCount:'],
    ] as const) {
      await page.getByLabel('Action').selectOption(action);
      await expect(table.locator('tbody tr').first()).toContainText(action);
      await expect(table.locator('tbody tr', { hasText: text }).first()).toBeVisible();
      await expect(table.locator('tbody tr').filter({ hasNotText: action })).toHaveCount(0);
    }
    await page.getByLabel('Action').selectOption('admin.plan.create');
    await page.getByLabel('Quick search').fill(runId);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('admin@printledger.dev');
    await shots(page, 'admin-logs');

    await page.goto('/admin');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await shots(page, 'admin-users');
    await page.getByRole('button', { name: 'Edit admin@printledger.dev' }).click();
    const userDialog = page.getByRole('dialog', { name: 'Edit admin@printledger.dev' });
    await expect(userDialog.getByLabel('Role')).toHaveValue('admin');
    await shots(page, 'admin-user-edit');
    await userDialog.getByRole('button', { name: 'Cancel' }).click();

    // Its printer limit cannot go below the maker's two printers (issue 29: the rules refuse it too).
    await page.goto('/admin/plans');
    await page.getByRole('button', { name: `Edit ${PLAN}` }).click();
    const shrink = page.getByRole('dialog', { name: `Edit ${PLAN}` });
    await shrink.getByLabel('Maximum printers').fill('1');
    await shrink.getByRole('button', { name: 'Save Plan' }).click();
    await expect(
      shrink.getByText(
        'A user on this plan has 2 printers. Set at least 2, or move them to another plan first.',
      ),
    ).toBeVisible();
    await expect(shrink.getByLabel('Maximum printers')).toBeFocused();
    await shots(page, 'admin-plan-limit-below-users');
    await shrink.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('article', { name: PLAN })).toContainText('25');

    // Delete the plan: it has a user, so the dialog asks where to move them first.
    await page.goto('/admin/plans');
    await page.getByRole('button', { name: `Delete ${PLAN}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete plan' });
    await expect(confirm).toContainText(
      `Are you sure you want to delete the ${PLAN} plan? This action cannot be undone.`,
    );
    await expect(confirm).toContainText(
      '1 user is on this plan. A plan with users cannot be deleted until they are moved to another plan.',
    );
    await confirm.getByLabel('Move its users to').selectOption('pro');
    await shots(page, 'admin-plan-delete-move');
    await confirm.getByRole('button', { name: 'Move users and delete' }).click();
    await expect(page.getByText(`${PLAN} deleted. 1 user moved to Pro.`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article', { name: PLAN })).toHaveCount(0);

    // The maker is on Pro, and the move is in the audit log. The users list reads 30 at a time:
    // the email search finds the maker wherever they sort.
    await page.goto('/admin');
    await page.getByLabel('Search by email').fill(makerEmail);
    await expect(page.getByText('1 of 1 users')).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(makerEmail.replace(/[.+]/g, '\\$&')) }).getByText('Pro'),
    ).toBeVisible();
    await page.goto('/admin/logs');
    await page.getByLabel('Action').selectOption('admin.user.update');
    await page.getByLabel('Quick search').fill(makerEmail);
    const moveEntry = table.locator('tbody tr', { hasText: makerEmail });
    await expect(moveEntry).toHaveCount(1);
    await expect(moveEntry).toContainText(`farm-${runId}`);
    await expect(moveEntry).toContainText('"planId":"pro"');
    await shots(page, 'admin-logs-plan-move');
  });
});

test('a non-admin who opens an admin URL is sent to the dashboard', async ({ page }) => {
  await registerNewUser(page);
  await page.goto('/admin/logs');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});
