import type { Tenant } from '../models/tenant.ts'
import { toMinor } from '../money.ts'

/** A deposit channel of a tenant (the contract's DepositChannel). */
export interface ChannelConfig {
  channel_code: string
  channel_name: string
  min_amount: number
  max_amount: number
  preset_amounts: number[]
}

const presets = [100, 500, 1_000, 5_000]
const channel = (channel_code: string, channel_name: string): ChannelConfig => ({
  channel_code,
  channel_name,
  min_amount: 100,
  max_amount: 50_000,
  preset_amounts: presets,
})

const channelsByCurrency: Record<string, ChannelConfig[]> = {
  PHP: [channel('GCASH', 'GCash'), channel('MAYA', 'Maya'), channel('BANK', 'Bank transfer')],
  CN: [channel('ALIPAY', 'Alipay'), channel('BANK', 'Bank transfer')],
}

/**
 * The deposit channels of a tenant, by its currency (bank transfer and USDT elsewhere).
 *
 * @example
 * depositChannels(tenant)[0].channel_code // 'GCASH' on a PHP tenant
 */
export function depositChannels(tenant: Tenant): ChannelConfig[] {
  return (
    channelsByCurrency[tenant.site.currency] ?? [
      channel('BANK', 'Bank transfer'),
      channel('USDT', 'USDT (TRC20)'),
    ]
  )
}

/**
 * The withdrawal limits of a tenant: minimum, maximum per request and the fee per withdrawal.
 *
 * @example
 * withdrawalLimits(tenant).min_amount // 100
 */
export function withdrawalLimits(_tenant: Tenant): {
  min_amount: number
  max_amount: number
  fee: number
} {
  return { min_amount: 100, max_amount: 50_000, fee: 0 }
}

/**
 * The limits of a deposit channel in minor units, for the wallet's checks; the configuration is
 * written in the wire's decimals because the channel list is answered as it is.
 *
 * @example
 * channelLimitsMinor(depositChannels(tenant)[0]) // { min_minor: 10_000, max_minor: 5_000_000 }
 */
export const channelLimitsMinor = (c: ChannelConfig) => ({
  min_minor: toMinor(c.min_amount),
  max_minor: toMinor(c.max_amount),
})

/**
 * The withdrawal limits of a tenant in minor units, for the wallet's checks.
 *
 * @example
 * withdrawalLimitsMinor(tenant).fee_minor // 0
 */
export function withdrawalLimitsMinor(tenant: Tenant) {
  const limits = withdrawalLimits(tenant)
  return {
    min_minor: toMinor(limits.min_amount),
    max_minor: toMinor(limits.max_amount),
    fee_minor: toMinor(limits.fee),
  }
}

const banksByCurrency: Record<string, [string, string][]> = {
  PHP: [
    ['BDO', 'BDO Unibank'],
    ['BPI', 'Bank of the Philippine Islands'],
    ['MBT', 'Metrobank'],
  ],
  CN: [
    ['ICBC', 'Industrial and Commercial Bank of China'],
    ['BOC', 'Bank of China'],
  ],
  MMK: [
    ['KBZ', 'KBZ Bank'],
    ['CB', 'CB Bank'],
  ],
  MNT: [
    ['KHAN', 'Khan Bank'],
    ['GOLOMT', 'Golomt Bank'],
  ],
  IDR: [
    ['BCA', 'Bank Central Asia'],
    ['BRI', 'Bank Rakyat Indonesia'],
  ],
}

/**
 * The banks a tenant pays withdrawals to, by its currency.
 *
 * @example
 * bankOptions(tenant)[0] // { bank_code: 'BDO', bank_name: 'BDO Unibank' } on a PHP tenant
 */
export function bankOptions(tenant: Tenant): { bank_code: string; bank_name: string }[] {
  const banks = banksByCurrency[tenant.site.currency] ?? banksByCurrency.PHP!
  return banks.map(([bank_code, bank_name]) => ({ bank_code, bank_name }))
}
