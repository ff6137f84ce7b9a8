// Global teardown of the e2e run: the server checked every answer the mock built against the
// contract (MOCK_SELF_CHECK=1); any violation fails the run, naming the call and the field.
import { createControlClient } from '@playfront/mock-server/control-client'

import { sitePorts } from './ports.ts'

export default async function checkOwnAnswers(): Promise<void> {
  // Every worker's mock: each served its own worker's specs.
  const answers = await Promise.all(
    sitePorts.map((port) =>
      createControlClient({ baseUrl: `http://127.0.0.1:${port}` })
        .violations()
        .catch(() => undefined),
    ),
  )
  if (answers.every((answer) => !answer)) return
  const own = answers.flatMap(
    (answer) => answer?.violations.filter((v) => v.source === 'mock-answer') ?? [],
  )
  if (own.length > 0)
    throw new Error(
      `the mock answered outside the contract:\n${own.map((v) => `  ${v.path}: ${v.problems.join('; ')}`).join('\n')}`,
    )
  console.log('mock self-check: every answer of the run followed the contract')
}
