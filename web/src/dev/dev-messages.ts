import i18next from 'i18next'
import en from './messages/en.json'
import fil from './messages/fil.json'
import zh from './messages/zh.json'

// The panel's own namespace, bundled with the panel: dev-only text never reaches the built site.
for (const [language, messages] of Object.entries({ en, fil, zh }))
  i18next.addResourceBundle(language, 'dev', messages)
