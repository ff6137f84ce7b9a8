import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import en from './messages/en.json'
import fil from './messages/fil.json'
import zh from './messages/zh.json'

const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )

// Keys the panel names literally, such as t('done'); built keys (mode.*, action.*) are rows of en.json.
const panelSource = readdirSync(import.meta.dirname)
  .filter((file) => file.startsWith('panel-') || file === 'dev-panel.tsx')
  .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
  .join('\n')
const literalKeys = [...panelSource.matchAll(/\bt\('([a-zA-Z.]+)'/g)].map((m) => m[1]!)

describe('developer panel messages', () => {
  it.each([
    ['fil', fil],
    ['zh', zh],
  ])('%s has exactly the English keys', (_language, messages) => {
    expect(keysOf(messages).sort()).toEqual(keysOf(en).sort())
  })

  it('has a text for every key the panel names', () => {
    expect(literalKeys.length).toBeGreaterThan(20)
    expect(literalKeys.filter((key) => !keysOf(en).includes(key))).toEqual([])
  })
})
