import { expect, test } from '../support/fixtures';
import { messages } from '@sks/contract';
import { signInAs } from '../support/auth';

const unknownUuid = '00000000-0000-4000-8000-000000000000';

/** A malformed id in the address is the server's 400: the spec's other-error text, on every card alike (docs/decisions.md). */
test('a card opened with a malformed id says the spec text for other errors; an unknown id says not found', async ({ page }) => {
  await signInAs(page, 'superadmin', '/card/not-a-uuid');
  const failed = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Повторить' }) });
  await expect(failed).toContainText(messages.common.other);

  for (const path of ['/partners/card/not-a-uuid', '/news/not-a-uuid', '/promocodes/not-a-number']) {
    await page.goto(path);
    await expect(failed, path).toContainText(messages.common.other);
  }

  await page.goto(`/card/${unknownUuid}`);
  await expect(failed).toContainText(messages.common[404]);
});
