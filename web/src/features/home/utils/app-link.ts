export type AppLinks = { android_sub: string; ios_sub: string }
export type AppLink = { platform: 'android' | 'ios'; url: string }

/**
 * The store link for the player's device: iPhones get the iOS app, Android phones the Android
 * app, and a desktop the one the site offers first. None when the site offers no app at all.
 */
export function appLinkFor(
  links: AppLinks,
  device: { isIos: boolean; isAndroid: boolean },
): AppLink | null {
  const ios = links.ios_sub.trim()
  const android = links.android_sub.trim()
  if (device.isIos) return ios ? { platform: 'ios', url: ios } : null
  if (device.isAndroid) return android ? { platform: 'android', url: android } : null
  if (android) return { platform: 'android', url: android }
  return ios ? { platform: 'ios', url: ios } : null
}
