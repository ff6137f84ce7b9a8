import type { RequestBody, Success } from '@playfront/contract/types'
import { api, forgetRead, sharedRead } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type PlayLimit = Success<'/api/safer_play/limits'>['value'][number]
export type PlayBreak = Success<'/api/safer_play/take_break'>['value']
export type PlaySessionSummary = Success<'/api/safer_play/session_summary'>['value']
export type LimitKind = PlayLimit['kind']
export type LimitPeriod = PlayLimit['period']
export type BreakType = RequestBody<'/api/safer_play/take_break'>['type']
export type BreakDuration = RequestBody<'/api/safer_play/take_break'>['duration']
export type RealityCheckMinutes = RequestBody<'/api/safer_play/set_reality_check'>['minutes']
export type SessionLimitMinutes = RequestBody<'/api/safer_play/set_session_limit'>['minutes']

export type SaferPlayCalls = {
  limits: () => Promise<Outcome<PlayLimit[]>>
  setLimit: (
    kind: LimitKind,
    period: LimitPeriod,
    amount: number | null,
  ) => Promise<Outcome<PlayLimit>>
  confirmLimit: (
    kind: LimitKind,
    period: LimitPeriod,
    accept: boolean,
  ) => Promise<Outcome<PlayLimit>>
  takeBreak: (type: BreakType, duration: BreakDuration) => Promise<Outcome<PlayBreak>>
  sessionSummary: (shareMs?: number) => Promise<Outcome<PlaySessionSummary>>
  setRealityCheck: (minutes: RealityCheckMinutes) => Promise<Outcome<PlaySessionSummary>>
  setSessionLimit: (minutes: SessionLimitMinutes) => Promise<Outcome<PlaySessionSummary>>
  confirmSessionLimit: (accept: boolean) => Promise<Outcome<PlaySessionSummary>>
}

export const saferPlayCalls: SaferPlayCalls = {
  async limits() {
    const answer = await api().post('/api/safer_play/limits', playerBody())
    return outcomeOf(answer, (success) => success.value)
  },
  async setLimit(kind, period, amount) {
    const answer = await api().post('/api/safer_play/set_limit', {
      ...playerBody(),
      kind,
      period,
      amount,
    })
    return outcomeOf(answer, (success) => success.value)
  },
  async confirmLimit(kind, period, accept) {
    const answer = await api().post('/api/safer_play/confirm_limit', {
      ...playerBody(),
      kind,
      period,
      accept,
    })
    return outcomeOf(answer, (success) => success.value)
  },
  async takeBreak(type, duration) {
    const answer = await api().post('/api/safer_play/take_break', {
      ...playerBody(),
      type,
      duration,
    })
    return outcomeOf(answer, (success) => success.value)
  },
  /**
   * The reality-check watch's first read and the safer-play page's, opened together, share one
   * call; the watch's later polls pass 0, so each asks the backend anew.
   */
  async sessionSummary(shareMs = 10_000) {
    const answer = await sharedRead('/api/safer_play/session_summary', playerBody(), shareMs)
    return outcomeOf(answer, (success) => success.value)
  },
  async setRealityCheck(minutes) {
    forgetRead('/api/safer_play/session_summary')
    const answer = await api().post('/api/safer_play/set_reality_check', {
      ...playerBody(),
      minutes,
    })
    return outcomeOf(answer, (success) => success.value)
  },
  async setSessionLimit(minutes) {
    forgetRead('/api/safer_play/session_summary')
    const answer = await api().post('/api/safer_play/set_session_limit', {
      ...playerBody(),
      minutes,
    })
    return outcomeOf(answer, (success) => success.value)
  },
  async confirmSessionLimit(accept) {
    forgetRead('/api/safer_play/session_summary')
    const answer = await api().post('/api/safer_play/confirm_session_limit', {
      ...playerBody(),
      accept,
    })
    return outcomeOf(answer, (success) => success.value)
  },
}
