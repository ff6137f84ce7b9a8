import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { errorDialog, openSignedIn } from '../steps/login.ts'
import { painted } from '../steps/page-events.ts'
import { expectWalletHeading, withdraw } from '../steps/wallet.ts'

// The smallest PNG there is: the mock checks a document's first bytes against its type.
const onePixelPng = {
  name: 'id.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
}

/**
 * A player whose identity was never checked is refused a withdrawal with the reason and a link to
 * the verification page; once the documents are sent and the operator approves them, it goes through.
 */
export async function identityWithdrawal(s: Scenario): Promise<void> {
  await forgetIdentityCheck(s)
  await openSignedIn(s, '/withdrawal')

  expect((await withdraw(s, '200')).statusMessage).toBe('identityNotVerified')
  const note = s.page.getByRole('alert').filter({
    hasText: s.text('ui-screens:accountSafety.withdrawal.identityNeeded'),
  })
  await expect(note).toBeVisible({ timeout: 10_000 })
  const dialog = errorDialog(s)
  await expect(dialog).toContainText(s.text('errors:identityNotVerified'))
  await dialog
    .getByRole('button', { name: s.text('close') })
    .last()
    .click()
  await expect(dialog).toHaveCount(0)

  await note
    .getByRole('link', { name: s.text('ui-screens:accountSafety.withdrawal.verifyLink') })
    .click()
  const status = (name: string) =>
    s.page.getByRole('heading', {
      name: s.text(`ui-screens:accountSafety.verification.status.${name}.title`),
    })
  await expect(status('none')).toBeVisible({ timeout: 10_000 })
  for (const kind of ['id_front', 'selfie'])
    await s.page
      .getByLabel(s.text(`ui-screens:accountSafety.verification.kinds.${kind}`))
      .setInputFiles(onePixelPng)
  await expect(status('pending')).toBeVisible({ timeout: 10_000 })

  await s.mock.decideIdentity(s.domain, s.player.accountId, 'approve')
  expect((await withdraw(s, '200')).statusCode, 'the withdrawal once verified').toBe(1)
  await painted(s)
  await expectWalletHeading(s, 'wallet.withdrawal.pendingTitle')
}

/** The demo player is seeded as verified; this player has never sent a document. */
async function forgetIdentityCheck(s: Scenario): Promise<void> {
  const state = await s.mock.state()
  state.identity_checks = state.identity_checks.filter(
    (row) => row.domain_name !== s.domain || row.account_id !== s.player.accountId,
  )
  await s.mock.loadState(state)
}
