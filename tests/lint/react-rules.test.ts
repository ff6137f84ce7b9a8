import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })

async function rulesBroken(source: string, filePath = 'web/src/app/example-screen.tsx') {
  const [result] = await eslint.lintText(source, { filePath })
  return result!.messages.map((message) => message.ruleId)
}

// The first lint loads every plugin and the whole config: seconds on a busy machine.
describe('pnpm lint on web/src', { timeout: 60_000 }, () => {
  it.each([
    [
      'a hook called under a condition',
      `import { useState } from 'react'
export function Example({ open }: { open: boolean }) {
  if (open) useState(0)
  return null
}
`,
      'react-hooks/rules-of-hooks',
    ],
    [
      'an effect that reads a value it does not list',
      `import { useEffect } from 'react'
export function Example({ id }: { id: string }) {
  useEffect(() => {
    document.title = id
  }, [])
  return null
}
`,
      'react-hooks/exhaustive-deps',
    ],
    [
      'an image with no text alternative',
      `export function Example() {
  return <img src="/logo.png" />
}
`,
      'jsx-a11y/alt-text',
    ],
    [
      'a click handler on a plain element',
      `export function Example({ close }: { close: () => void }) {
  return <div onClick={close}>x</div>
}
`,
      'jsx-a11y/click-events-have-key-events',
    ],
  ])('fails on %s', async (_case, source, rule) => {
    expect(await rulesBroken(source)).toContain(rule)
  })

  it('passes the same effect once it lists what it reads', async () => {
    const source = `import { useEffect } from 'react'
export function Example({ id }: { id: string }) {
  useEffect(() => {
    document.title = id
  }, [id])
  return null
}
`
    expect(await rulesBroken(source)).toEqual([])
  })
})
