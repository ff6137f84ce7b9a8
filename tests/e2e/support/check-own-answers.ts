// Global teardown of the e2e run: the server checked every answer the mock built against the
// contract (MOCK_SELF_CHECK=1); any violation fails the run, naming the call and the field.
const port = Number(process.env.E2E_PORT ?? 8090)

export default async function checkOwnAnswers(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/__mock/violations`).catch(() => undefined)
  if (!response?.ok) return
  const { violations } = (await response.json()) as {
    violations: { source: string; path: string; problems: string[] }[]
  }
  const own = violations.filter((v) => v.source === 'mock-answer')
  if (own.length > 0)
    throw new Error(
      `the mock answered outside the contract:\n${own.map((v) => `  ${v.path}: ${v.problems.join('; ')}`).join('\n')}`,
    )
  console.log('mock self-check: every answer of the run followed the contract')
}
