import { languageOptionFilesValues } from '@playfront/contract/schema'
import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import errors from '../locales/en/errors.json'
import messages from '../locales/en/messages.json'
import misc from '../locales/en/misc.json'
import uiScreens from '../locales/en/ui-screens.json'
import uiShell from '../locales/en/ui.json'
import validation from '../locales/en/validation.json'

type Messages = { [key: string]: string | Messages }

/** `screens` merged into `shell` group by group, as i18next's addResourceBundle(…, deep) does. */
function mergeMessages(shell: Messages, screens: Messages): Messages {
  const merged: Messages = { ...shell }
  for (const [key, value] of Object.entries(screens)) {
    const existing = merged[key]
    merged[key] =
      typeof value === 'object' && typeof existing === 'object'
        ? mergeMessages(existing, value)
        : value
  }
  return merged
}

/**
 * The English ui namespace as the app has it once a screen loaded: both of its files, which may
 * share a group (a page's title in ui.json, for the menus; its intro in ui-screens.json).
 */
export const englishUi = mergeMessages(uiShell, uiScreens)

/** An i18next instance with every English namespace, for component tests. */
export async function englishI18n(): Promise<i18n> {
  const instance = createInstance()
  await instance.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'ui',
    ns: [...languageOptionFilesValues],
    resources: { en: { ui: englishUi, errors, messages, validation, misc } },
    interpolation: { escapeValue: false },
  })
  return instance
}
