/**
 * The profile's verification section end to end against the real platform (issue 12; docs/
 * widgets-account.md "Verification"): a fresh player uploads a document, sees it in review,
 * the operator approves it through the operator API, and the section shows the new status; a
 * wrong file type is refused at the field; a pending document can be removed.
 */
import { api, mountWidget, openCasinoPage, registerPlayer, screenshot } from './cashbox-helpers.ts';
import { E2E_OPERATOR_KEY, expect, seriousA11yViolations, test } from './fixtures.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('passport scan')]);
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

test.describe('profile verification', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('upload, list, review status, refusal and removal, without reloading', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    await registerPlayer(page, { complete: true });
    await mountWidget(page, 'profile', { locale: 'en', section: 'verification' });
    const profile = page.locator('#slot');
    await expect(profile.getByText('You have not uploaded any document.')).toBeVisible();
    await expect(profile.getByText('Account not verified yet')).toBeVisible();

    // A file that claims to be a PNG but is not one: the platform refuses it at the field.
    await profile.getByLabel('File', { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await profile.getByRole('button', { name: 'Upload' }).click();
    await expect(profile.getByText('Use a JPG, PNG or PDF file.')).toBeVisible();

    // Identity document (PNG), then proof of address (PDF).
    await profile.getByLabel('File', { exact: true }).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    await profile.getByRole('button', { name: 'Upload' }).click();
    await expect(profile.getByText('Your document is uploaded and will be reviewed.')).toBeVisible();
    await expect(profile.locator('.ck-documents li', { hasText: 'passport.png' })).toContainText('In review');
    await profile.getByLabel('Document type').selectOption('address');
    await profile.getByLabel('File', { exact: true }).setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await profile.getByRole('button', { name: 'Upload' }).click();
    await expect(profile.locator('.ck-documents li', { hasText: 'bill.pdf' })).toContainText('In review');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The operator approves the identity document and rejects the bill with a note.
    const queue = await api<{ id: number; file_name: string }[]>(page, 'GET', '/api/operator/documents?status=pending&limit=500', undefined, { Authorization: `Bearer ${E2E_OPERATOR_KEY}` });
    const mine = (name: string) => queue.body.filter((doc) => doc.file_name === name).at(-1)!.id;
    const review = (id: number, body: object) => api(page, 'POST', `/api/operator/documents/${id}/review`, body, { Authorization: `Bearer ${E2E_OPERATOR_KEY}` });
    expect((await review(mine('passport.png'), { status: 'approved' })).status).toBe(200);
    expect((await review(mine('bill.pdf'), { status: 'rejected', comment: 'Older than 3 months' })).status).toBe(200);

    // The section shows the statuses after switching sections (no page reload).
    await profile.getByRole('link', { name: 'Personal data', exact: true }).click();
    await profile.getByRole('link', { name: 'Verification', exact: true }).click();
    await expect(profile.locator('.ck-documents li', { hasText: 'passport.png' })).toContainText('Approved');
    const bill = profile.locator('.ck-documents li', { hasText: 'bill.pdf' });
    await expect(bill).toContainText('Rejected');
    await expect(bill).toContainText('Older than 3 months');
    await screenshot(page, 'profile-verification-reviewed-1366');

    // A rejected document can be removed; an approved one cannot.
    await expect(profile.locator('.ck-documents li', { hasText: 'passport.png' }).getByRole('button')).toHaveCount(0);
    await bill.getByRole('button', { name: 'Remove bill.pdf' }).click();
    await expect(profile.getByText('The document was removed.')).toBeVisible();
    await expect(profile.locator('.ck-documents li', { hasText: 'bill.pdf' })).toHaveCount(0);

    // A newer bill, approved: the player is verified, and the section says so without a reload.
    await profile.getByLabel('Document type').selectOption('address');
    await profile.getByLabel('File', { exact: true }).setInputFiles({ name: 'new-bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await profile.getByRole('button', { name: 'Upload' }).click();
    await expect(profile.locator('.ck-documents li', { hasText: 'new-bill.pdf' })).toContainText('In review');
    const pending = await api<{ id: number; file_name: string }[]>(page, 'GET', '/api/operator/documents?status=pending&limit=500', undefined, { Authorization: `Bearer ${E2E_OPERATOR_KEY}` });
    expect((await review(pending.body.filter((doc) => doc.file_name === 'new-bill.pdf').at(-1)!.id, { status: 'approved' })).status).toBe(200);
    await profile.getByRole('link', { name: 'Personal data', exact: true }).click();
    await profile.getByRole('link', { name: 'Verification', exact: true }).click();
    await expect(profile.locator('.ck-documents li', { hasText: 'new-bill.pdf' })).toContainText('Approved');
    await expect(profile.getByText('Account verified', { exact: true })).toBeVisible();
  });
});
