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

  const gameMenu = [{ content_id: 101, name: 'menu.hot', category: 'hot', path: '/hot' }]

  it('keeps the menus’ entries of a category only where a provider offers it (spec section 5)', () => {
    const item = (content_id: number, category: string | null) => ({
      content_id,
      name: String(category),
      path: `/${category}`,
      category,
    })
    const ready = startupState({
      ...good,
      provider_count: [{ provider_code: 'LRS', category: 'slots', game_count: 5 }],
      content: {
        menu: [
          { ...item(1, 'slots'), children: [] },
          { ...item(2, 'bingo'), children: [] },
          { ...item(3, null), children: [item(4, 'bingo'), item(5, 'esports'), item(6, 'hot')] },
        ],
        game_menu: [item(7, 'hot'), item(8, 'slots'), item(9, 'crash')],
      },
    } as StartupAnswer)
    expect(ready).toMatchObject({
      menu: [
        { content_id: 1, children: [] },
        { content_id: 3, children: [{ content_id: 5 }, { content_id: 6 }] },
      ],
      gameMenu: [{ content_id: 7 }, { content_id: 8 }],
    })
  })
  it.each([
    ['show_preloader off', { show_preloader: false }, { showPreloader: false }],
    ['show_preloader absent: the preloader shows', {}, { showPreloader: true }],
    [
      'the chat button’s picture',
      { live_chat: { chat_id: '1', image_id: '/chat.svg' } },
      { chatId: '1', chatImage: '/chat.svg' },
    ],
    ['no chat picture', { live_chat: { chat_id: '1', image_id: '' } }, { chatImage: undefined }],
    ['the games menu', { content: { menu: [], game_menu: gameMenu } }, { gameMenu }],
    ['statusMessage OK with another code is a success', { statusCode: 0, statusMessage: 'OK' }, {}],
  ])('%s', (_, patch, want) => {
    expect(startupState({ ...good, ...patch } as StartupAnswer)).toMatchObject({
      status: 'ready',
      ...want,
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
