import { afterEach, describe, expect, it } from 'vitest'
import { deviceListKey, keepDeviceList, readDeviceList } from './device-list.ts'

const koi = {
  game_code: 'PG-001',
  game_name: 'Lucky Koi',
  game_type: 'slots',
  img_url: '/__mock/img/game/PG-001.svg',
  provider_code: 'PG',
}

afterEach(() => localStorage.clear())

describe('the games kept on the device', () => {
  it.each([
    ['nothing kept', null, []],
    ['a list of games', JSON.stringify([koi]), [koi]],
    ['not JSON', '[{"game_code":', []],
    ['JSON that is not a list', '{"game_code":"PG-001"}', []],
    [
      'a list with entries that are not games',
      JSON.stringify([koi, null, 7, { name: 'x' }]),
      [koi],
    ],
  ])('%s', (_what, stored, want) => {
    expect(readDeviceList(stored)).toEqual(want)
  })

  it('are the list the player last saw, read back as they were kept', () => {
    keepDeviceList([{ ...koi, played_date: '2025-01-01T00:00:00.000Z' } as typeof koi])
    expect(readDeviceList(localStorage.getItem(deviceListKey))[0]?.game_code).toBe('PG-001')
  })
})
