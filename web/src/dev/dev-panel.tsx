import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { themeCodes, themeColors } from '@playfront/contract/themes'
import { session } from '../stores/session.ts'
import { readySite } from '../stores/site.ts'
import { controlApi } from './control-api.ts'
import './dev-panel.css'

const failPaths = ['/api/auth/get_balance', '/api/auth/login', '/api/startup', '/api/settings/profile_update']

export default function DevPanel() {
  const { t } = useTranslation()
  const [note, setNote] = useState('')
  const code = readySite()?.site.theme_code
  const colours = code && code in themeColors ? themeColors[code as keyof typeof themeColors] : []
  const run = (action: Promise<boolean>) => void action.then((ok) => setNote(ok ? t('dev.done') : '✗'))
  const port = location.port ? `:${location.port}` : ''

  return (
    <details className="dev-panel">
      <summary>{t('dev.title')}</summary>
      <fieldset>
        <legend>{t('dev.tenant')}</legend>
        <ul>
          {themeCodes.map((tenant) => (
            <li key={tenant}><a href={`${location.protocol}//${tenant}.localhost${port}/`}>{tenant}</a></li>
          ))}
        </ul>
      </fieldset>
      <label>
        {t('dev.colour')}
        <select onChange={(e) => run(controlApi.setColour(e.target.value))} defaultValue="">
          <option value="" disabled>—</option>
          {colours.map((c) => <option key={c}>{c}</option>)}
        </select>
      </label>
      <label>
        <input type="checkbox" onChange={(e) => run(controlApi.setMaintenance(e.target.checked))} /> {t('dev.maintenance')}
      </label>
      <label>
        {t('dev.failPath')}
        <select onChange={(e) => e.target.value && run(controlApi.failCall(e.target.value, '-500'))} defaultValue="">
          <option value="">—</option>
          {failPaths.map((p) => <option key={p}>{p}</option>)}
        </select>
      </label>
      <label>
        {t('dev.latency')}
        <input type="number" min={0} step={100} onBlur={(e) => run(controlApi.latency(Number(e.target.value)))} />
      </label>
      <button type="button" onClick={() => run(controlApi.expireSession(session().user?.account_id ?? 'demo'))}>{t('dev.expireSession')}</button>
      <button type="button" onClick={() => run(controlApi.clearScenarios())}>{t('dev.clearScenarios')}</button>
      <button type="button" onClick={() => run(controlApi.reset())}>{t('dev.resetMock')}</button>
      <p role="status">{note}</p>
    </details>
  )
}
