import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { anyApiPaths } from '@playfront/contract/provisional-paths'
import { controlApi, type FailMode } from './control-api.ts'
import type { Run } from './panel-run.ts'

const modes: FailMode[] = ['-500', '-503', 'disconnect']

/** Every call of the contract, searchable: a scenario can break or slow any of them. */
export function PanelCalls({ run }: { run: Run }) {
  const { t } = useTranslation('dev')
  const id = useId()
  const [query, setQuery] = useState('')
  const [path, setPath] = useState('')
  const [mode, setMode] = useState<FailMode>('-500')
  const [ms, setMs] = useState(800)
  const shown = anyApiPaths.filter((p) => p.includes(query.trim().toLowerCase()))
  const scope = path ? { path } : {}

  return (
    <fieldset>
      <legend>{t('calls')}</legend>
      <label htmlFor={`${id}-find`}>{t('findCall')}</label>
      <input
        id={`${id}-find`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <label htmlFor={`${id}-call`}>{t('call')}</label>
      <select id={`${id}-call`} size={6} value={path} onChange={(e) => setPath(e.target.value)}>
        <option value="">{t('allCalls')}</option>
        {shown.map((p) => (
          <option key={p}>{p}</option>
        ))}
      </select>
      <label htmlFor={`${id}-mode`}>{t('failMode')}</label>
      <select id={`${id}-mode`} value={mode} onChange={(e) => setMode(e.target.value as FailMode)}>
        {modes.map((m) => (
          <option key={m} value={m}>
            {t(`mode.${m}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => void run(controlApi.addScenario({ name: 'fail', mode, ...scope }))}
      >
        {t('breakCall')}
      </button>
      <label htmlFor={`${id}-ms`}>{t('latency')}</label>
      <input
        id={`${id}-ms`}
        type="number"
        min={0}
        step={100}
        value={ms}
        onChange={(e) => setMs(Number(e.target.value))}
      />
      <button
        type="button"
        onClick={() => void run(controlApi.addScenario({ name: 'latency', ms, ...scope }))}
      >
        {t('addLatency')}
      </button>
    </fieldset>
  )
}
