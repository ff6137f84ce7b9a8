import errors from './errors.json'
import messages from './messages.json'
import misc from './misc.json'
import ui from './ui.json'
import validation from './validation.json'

// The five files the first paint needs, in one request per language.
export default { ui, errors, messages, validation, misc }
