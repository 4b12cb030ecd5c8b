import { expect, test } from '../page-checks.ts';

import { createStaff, openScreen, operatorCall, signIn, staffToken, withRunLock } from './staff.ts';

/**
 * Engagement screens through the real UI: a marketing operator changes one cell of a check-in table that
 * the editor loaded from the server and finds it saved after a reload; an admin opens a closed lottery room,
 * renames it, and the change is in the audit log with its before and after.
 */

test('marketing edits the saved check-in table, and a reload shows the change', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, await createStaff(request, ['marketing']));
  await openScreen(page, 'Rewards');
  // IDR: no browser spec plays in it, so its check-in rewards change nobody's test.
  const openTable = async () => {
    await page.getByRole('tab', { name: 'Check-in table' }).click();
    await page.getByLabel('Currency').fill('IDR');
    return page.getByRole('textbox', { name: 'Day 7, row 1' });
  };
  const value = String(5_000 + Math.floor(Math.random() * 4_000));

  await withRunLock('checkin-idr', async () => {
    const cell = await openTable();
    // The saved table loads into the editor: the cell is filled, not blank.
    await expect(cell).not.toHaveValue('');
    await cell.fill(value);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The check-in table in IDR was saved.')).toBeVisible();

    await page.reload();
    await expect(await openTable()).toHaveValue(value);
  });
});

test('an admin opens a closed lottery room, renames it, and the audit log has both', async ({
  page,
  request,
}) => {
  const admin = await createStaff(request, ['admin']);
  await signIn(page, admin);
  await openScreen(page, 'Lottery rooms');
  const name = `E2E room ${Math.random().toString(36).slice(2, 8)}`;

  await page.getByRole('button', { name: 'Open a room' }).click();
  const create = page.getByRole('dialog', { name: 'Open a room' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Game').selectOption('k3');
  await create.getByLabel('Position').fill('70');
  // Closed: players never see this room, so no other spec meets it.
  await create.getByLabel('Open to players').uncheck();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Room ${name} was opened.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Closed')).toBeVisible();

  await row.getByRole('button', { name: `Edit room ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit room ${name}` });
  // The dialog starts from the room's own place in the list.
  await expect(edit.getByLabel('Position')).toHaveValue('70');
  await edit.getByLabel('Name').fill(`${name} (renamed)`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Room ${name} (renamed) was saved.`)).toBeVisible();

  const audit = await operatorCall(
    request,
    await staffToken(request, admin),
    'GET',
    '/api/operator/audit?action=lottery.room.&pageSize=50',
  );
  const entries = (audit.body.page as { content: { action: string; details: Record<string, unknown> }[] })
    .content;
  expect(entries).toContainEqual(
    expect.objectContaining({
      action: 'lottery.room.update',
      details: expect.objectContaining({
        before: expect.objectContaining({ name, sortOrder: 70, enabled: false }),
        after: expect.objectContaining({ name: `${name} (renamed)` }),
      }),
    }),
  );
});
