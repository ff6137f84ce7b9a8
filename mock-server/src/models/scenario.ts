import { z } from 'zod'
import { faultScenarioSchema } from '../scenarios/faults.ts'
import { mockDateSchema } from './mock-date.ts'

const target = { domain_name: z.string().optional() }
const playerTarget = { ...target, account_id: z.string().optional() }
const isoDate = mockDateSchema

/**
 * A named switch that bends the mock's behaviour; several can be active at once.
 * `domain_name`, `account_id` and `path` narrow a scenario; left out, it applies to all.
 *
 * @example
 * scenarioSchema.parse({ name: 'fail', path: '/api/auth/get_balance', mode: '-503' })
 * scenarioSchema.parse({ name: 'latency', ms: 800 })
 * scenarioSchema.parse({ name: 'drift', path: '/api/auth/get_balance', mode: 'rename' })
 */
export const scenarioSchema = z.discriminatedUnion('name', [
  z.object({
    name: z.literal('maintenance'),
    ...target,
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
  }),
  z.object({ name: z.literal('invalid-theme-code'), ...target, theme_code: z.string().optional() }),
  z.object({
    name: z.literal('invalid-theme-color'),
    ...target,
    theme_color: z.string().optional(),
  }),
  z.object({
    name: z.literal('fail'),
    path: z.string().startsWith('/api/').optional(),
    mode: z.enum(['-500', '-503', 'disconnect']),
  }),
  z.object({
    name: z.literal('latency'),
    ms: z.number().int().min(0).max(60_000),
    path: z.string().optional(),
  }),
  z.object({ name: z.literal('session-expired'), ...playerTarget }),
  z.object({ name: z.literal('block'), ...playerTarget }),
  z.object({ name: z.literal('close'), ...playerTarget }),
  // Contract drift (scenarios/drift.ts): the answer breaks the contract on purpose, to prove `pnpm verify`.
  z.object({
    name: z.literal('drift'),
    path: z.string().startsWith('/api/').optional(),
    mode: z.enum(['rename', 'drop', 'type', 'html-500']),
    field: z.string().optional(),
  }),
  faultScenarioSchema,
])

export type Scenario = z.output<typeof scenarioSchema>
export type ScenarioName = Scenario['name']
