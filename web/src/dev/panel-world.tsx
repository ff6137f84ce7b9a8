import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Scenario } from '@playfront/mock-server/models/scenario'
import { ControlApiError } from '@playfront/mock-server/control-client'
import { controlApi } from './control-api.ts'
import type { Run } from './panel-run.ts'

const isNotJson = (error: unknown) =>
  error instanceof ControlApiError && error.status === 400 && /not valid JSON/.test(error.reason)

const describe = ({ name, ...rest }: Scenario) =>
  [name, ...Object.entries(rest).map(([key, value]) => `${key}=${String(value)}`)].join(' ')

function download(state: Blob) {
  const url = URL.createObjectURL(new Blob([state], { type: 'application/json' }))
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `mock-state-${location.hostname}.json`,
  })
  link.click()
  URL.revokeObjectURL(url)
}

export function PanelWorld({
  run,
  say,
  scenarios,
}: {
  run: Run
  say: (note: string) => void
  scenarios: Scenario[]
}) {
  const { t, i18n } = useTranslation('dev')
  const id = useId()
  const [now, setNow] = useState('')
  const [minutes, setMinutes] = useState(30)
  const readClock = async () => {
    // An unreadable clock leaves the last reading shown; the call that changed it says what failed.
    const clock = await controlApi.clock().catch(() => undefined)
    if (clock) setNow(clock.now)
  }
  useEffect(() => void readClock(), [])

  const save = async () => {
    const state = await run(controlApi.stateFile())
    if (state) download(state)
  }
  // The file goes to the mock as it is, which reads it as a stream: a world of any size loads.
  const load = async (file: File | undefined) => {
    if (!file) return
    const refused = await controlApi.loadStateFile(file).then(
      () => undefined,
      (error: unknown) => error,
    )
    if (isNotJson(refused)) return say(t('badFile'))
    await run(refused ? Promise.reject(refused) : Promise.resolve())
    await readClock()
  }
  const move = async () => {
    await run(controlApi.setClock({ advance_ms: minutes * 60_000 }))
    await readClock()
  }

  return (
    <fieldset>
      <legend>{t('world')}</legend>
      <p>{t('clockNow', { now: now ? new Date(now).toLocaleString(i18n.language) : '…' })}</p>
      <label htmlFor={`${id}-minutes`}>{t('advanceMinutes')}</label>
      <input
        id={`${id}-minutes`}
        type="number"
        value={minutes}
        onChange={(e) => setMinutes(Number(e.target.value))}
      />
      <button type="button" onClick={() => void move()}>
        {t('moveClock')}
      </button>
      <button type="button" onClick={() => void save()}>
        {t('saveState')}
      </button>
      <label htmlFor={`${id}-file`}>{t('loadState')}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="application/json,.json"
        onChange={(e) => {
          // Cleared so that choosing the same file again loads it again.
          void load(e.target.files?.[0])
          e.target.value = ''
        }}
      />
      <button type="button" onClick={() => void run(controlApi.reset()).then(readClock)}>
        {t('reset')}
      </button>
      <section aria-label={t('activeScenarios')}>
        <h2>{t('activeScenarios')}</h2>
        {scenarios.length === 0 ? (
          <p>{t('noScenarios')}</p>
        ) : (
          <ul>
            {scenarios.map((s, i) => (
              <li key={i}>{describe(s)}</li>
            ))}
          </ul>
        )}
      </section>
      <button type="button" onClick={() => void run(controlApi.clearScenarios())}>
        {t('clearScenarios')}
      </button>
    </fieldset>
  )
}
