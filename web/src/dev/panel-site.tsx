import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { themeCodes, themeColors } from '@playfront/contract/themes'
import { localizePath, splitLocale } from '../lib/locale-path.ts'
import { locales, type Locale } from '../lib/locales.ts'
import type { TenantSummary } from '@playfront/mock-server/control-client'
import { controlApi, domainHere } from './control-api.ts'
import type { Run } from './panel-run.ts'

const invalidCode = 'casino99'
const invalidColour = 'no-such-colour'
// A valid template comes with its first colour, so that switching template alone shows it.
const themeChange = (theme_code: string) =>
  theme_code in themeColors
    ? { theme_code, theme_color: themeColors[theme_code as keyof typeof themeColors][0] }
    : { theme_code }
const isoOrNull = (local: string) => (local ? new Date(local).toISOString() : null)
const localOrEmpty = (iso: string | null | undefined) =>
  iso
    ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000)
        .toISOString()
        .slice(0, 16)
    : ''

export function PanelSite({ run, tenant }: { run: Run; tenant: TenantSummary | undefined }) {
  const { t } = useTranslation('dev')
  const id = useId()
  const code = tenant?.theme_code ?? ''
  const colours = code in themeColors ? themeColors[code as keyof typeof themeColors] : []
  const colour = tenant?.theme_color ?? ''
  const shownColours =
    !colour || colour === invalidColour || colours.includes(colour as never)
      ? colours
      : [...colours, colour]
  const [maintenance, setMaintenance] = useState({ on: false, from: '', until: '' })
  const stored = tenant?.maintenance
  useEffect(() => {
    if (stored)
      setMaintenance({
        on: stored.is_maintenance,
        from: localOrEmpty(stored.start_date),
        until: localOrEmpty(stored.end_date),
      })
  }, [stored])
  const port = location.port ? `:${location.port}` : ''
  const switchLocale = (locale: Locale) =>
    location.assign(localizePath(splitLocale(location.pathname).path, locale))

  return (
    <fieldset>
      <legend>{t('site')}</legend>
      <nav aria-label={t('tenant')}>
        <ul>
          {themeCodes.map((tenant) => (
            <li key={tenant}>
              <a href={`${location.protocol}//${tenant}.localhost${port}/`}>{tenant}</a>
            </li>
          ))}
        </ul>
      </nav>
      <label htmlFor={`${id}-code`}>{t('themeCode')}</label>
      <select
        id={`${id}-code`}
        value={code}
        onChange={(e) =>
          void run(controlApi.patchTenant(domainHere(), themeChange(e.target.value)))
        }
      >
        <option value="" disabled>
          —
        </option>
        {themeCodes.map((c) => (
          <option key={c}>{c}</option>
        ))}
        <option value={invalidCode}>{t('invalidCode')}</option>
      </select>
      <label htmlFor={`${id}-colour`}>{t('colour')}</label>
      <select
        id={`${id}-colour`}
        value={colour}
        onChange={(e) =>
          void run(controlApi.patchTenant(domainHere(), { theme_color: e.target.value }))
        }
      >
        <option value="" disabled>
          —
        </option>
        {shownColours.map((c) => (
          <option key={c}>{c}</option>
        ))}
        <option value={invalidColour}>{t('invalidColour')}</option>
      </select>
      <label htmlFor={`${id}-locale`}>{t('locale')}</label>
      <select
        id={`${id}-locale`}
        defaultValue={splitLocale(location.pathname).locale}
        onChange={(e) => switchLocale(e.target.value as Locale)}
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`ui:languageNames.${l}`)}
          </option>
        ))}
      </select>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void run(
            controlApi.patchTenant(domainHere(), {
              maintenance: {
                is_maintenance: maintenance.on,
                start_date: isoOrNull(maintenance.from),
                end_date: isoOrNull(maintenance.until),
              },
            }),
          )
        }}
      >
        <label>
          <input
            type="checkbox"
            checked={maintenance.on}
            onChange={(e) => setMaintenance({ ...maintenance, on: e.target.checked })}
          />{' '}
          {t('maintenanceOn')}
        </label>
        <label>
          {t('from')}{' '}
          <input
            type="datetime-local"
            value={maintenance.from}
            onChange={(e) => setMaintenance({ ...maintenance, from: e.target.value })}
          />
        </label>
        <label>
          {t('until')}{' '}
          <input
            type="datetime-local"
            value={maintenance.until}
            onChange={(e) => setMaintenance({ ...maintenance, until: e.target.value })}
          />
        </label>
        <button type="submit">{t('applyMaintenance')}</button>
      </form>
    </fieldset>
  )
}
