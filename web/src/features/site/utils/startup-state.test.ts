import { describe, expect, it } from 'vitest'
import { startupState, type StartupAnswer } from './startup-state.ts'

const site = {
  site_name: 'Lucky',
  currency: 'PHP',
  theme_code: 'slot2',
  theme_color: 'clover',
  logo1: '',
  logo2: '',
  logo3: '',
  status: 'ACTIVE',
  expired_date: null,
  logo_text: '',
  external_id: 'ext-1',
  android_sub: '',
  ios_sub: '',
} as unknown as NonNullable<StartupAnswer['site']>
const off = { is_maintenance: false, start_date: null, end_date: null }
const good: StartupAnswer = {
  statusCode: 1,
  maintenance: off,
  site,
  show_bf_ann_modal: true,
  show_app_download: true,
}

describe('startup state', () => {
  it('a good answer makes the site ready with the flags it sends', () => {
    expect(startupState(good)).toMatchObject({
      status: 'ready',
      site,
      showAnnouncement: true,
      showAppDownload: true,
    })
  })

  it('maintenance shows only the maintenance view with its dates and the currency', () => {
    const maintenance = {
      is_maintenance: true,
      start_date: '2026-01-01T00:00:00Z',
      end_date: '2026-01-02T00:00:00Z',
    }
    expect(startupState({ ...good, maintenance })).toEqual({
      status: 'maintenance',
      maintenance,
      currency: 'PHP',
    })
  })

  it.each([
    ['an unknown theme code', { theme_code: 'casino9' }, 'Invalid theme code'],
    ['a colour of another template', { theme_color: 'gold' }, 'Invalid theme color'],
  ])('%s resets the state with "%s"', (_, patch, message) => {
    expect(startupState({ ...good, site: { ...site, ...patch } })).toEqual({
      status: 'failed',
      message,
    })
  })

  it.each([
    [
      'the detail of a server failure',
      { statusCode: -500, statusMessage: 'internalServerError', statusDetail: 'Tenant not found' },
      'Tenant not found',
    ],
    [
      'the status message when there is no detail',
      { statusCode: 0, statusMessage: 'disconnect' },
      'disconnect',
    ],
    ['an empty message when the server gives none', { statusCode: -500 }, ''],
  ])('any other failure keeps %s', (_, answer, message) => {
    expect(startupState({ ...answer, maintenance: off })).toEqual({ status: 'failed', message })
  })
})
