import type { Failure } from '@playfront/contract/types'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeModal, currentModal } from '../stores/modals.ts'
import { resetSession, signIn } from '../stores/session.ts'
import { setSiteState, type SiteState } from '../stores/site.ts'
import { handleFailure } from './global-error-handler.ts'
import { recheckRoute } from './navigation.ts'
import { endSession } from './session-end.ts'
import { showToast } from './toasts.tsx'

vi.mock('./toasts.tsx', () => ({ showToast: vi.fn(async () => {}) }))
vi.mock('./session-end.ts', () => ({ endSession: vi.fn() }))
vi.mock('./navigation.ts', () => ({ recheckRoute: vi.fn() }))

const readySite = {
  status: 'ready',
  site: { theme_code: 'casino1', external_id: 'x' },
  menu: [],
  languages: [],
  showAnnouncement: false,
  showAppDownload: false,
} as unknown as SiteState

type Seen = { toast: boolean; signedOut: boolean; recheck: boolean; dialog: boolean; log: boolean }
type Row = { given: { player: boolean; failure: Failure & { path?: string } }; want: Seen }

const blocked = { statusCode: 0, statusMessage: 'BLOCK' } as Failure
const expired = { statusCode: 0, statusMessage: 'sessionExpired' } as Failure
const broken = { statusCode: -500, statusMessage: 'internalServerError' } as Failure
const offline = { statusCode: 0, statusMessage: 'disconnect' } as Failure
const nothing: Seen = { toast: false, signedOut: false, recheck: false, dialog: false, log: false }

// Spec section 8, by who gets the failure and from which call.
const rows: [string, Row][] = [
  [
    'a player told BLOCK: warned, signed out, sent on',
    {
      given: { player: true, failure: blocked },
      want: { ...nothing, toast: true, signedOut: true },
    },
  ],
  [
    'a guest told sessionExpired: a log line, and the page’s guard asked again',
    {
      given: { player: false, failure: { ...expired, path: '/api/auth/get_balance' } },
      want: { ...nothing, recheck: true, log: true },
    },
  ],
  [
    'a guest told BLOCK: no warning about a session they do not have',
    { given: { player: false, failure: blocked }, want: { ...nothing, recheck: true, log: true } },
  ],
  [
    'a player whose account check says CLOSE: as BLOCK and CLOSE anywhere',
    {
      given: {
        player: true,
        failure: { statusCode: 0, statusMessage: 'CLOSE', path: '/api/settings/check_status' },
      },
      want: { ...nothing, toast: true, signedOut: true },
    },
  ],
  [
    'an account check that fails otherwise: only logged, no dialog over the page',
    {
      given: { player: true, failure: { ...offline, path: '/api/settings/check_status' } },
      want: { ...nothing, log: true },
    },
  ],
  [
    'a call the player made that fails: the error dialog',
    {
      given: { player: true, failure: { ...broken, path: '/api/auth/get_balance' } },
      want: { ...nothing, dialog: true },
    },
  ],
]

describe('the global error handler', () => {
  let log: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    setSiteState(readySite)
    log = vi.spyOn(console, 'info').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.clearAllMocks()
    log.mockRestore()
    resetSession()
    closeModal()
  })

  it.each(rows)('%s', async (_, { given, want }) => {
    if (given.player)
      signIn({ account_id: 'demo', session_token: 't', full_name: '', contact_email: '' })
    handleFailure(given.failure)
    // The toast's code comes with the first one.
    if (want.toast) await vi.waitFor(() => expect(showToast).toHaveBeenCalled())
    expect({
      toast: vi.mocked(showToast).mock.calls.length > 0,
      signedOut: vi.mocked(endSession).mock.calls.length > 0,
      recheck: vi.mocked(recheckRoute).mock.calls.length > 0,
      dialog: currentModal()?.kind === 'error',
      log: log.mock.calls.length > 0,
    }).toEqual(want)
  })
})
