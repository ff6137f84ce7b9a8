// The live chat widget stand-in, served by the site itself so no third-party host is contacted.
// API: window.SiteChat.init({ licence, labels }) -> Promise, .open(opener), .close()
;(function () {
  if (window.SiteChat) return

  var state = { panel: null, input: null, log: null, opener: null, labels: {}, licence: '' }

  var css =
    '.pf-chat{position:fixed;right:1rem;bottom:5rem;z-index:1000;width:min(22rem,calc(100vw - 2rem));' +
    'display:flex;flex-direction:column;max-height:min(30rem,70vh);border-radius:var(--radius-large,0.75rem);' +
    'background:var(--color-surface,Canvas);color:var(--color-text,CanvasText);' +
    'border:1px solid var(--color-border,GrayText);box-shadow:var(--shadow-raised,0 0.5rem 1.5rem rgb(0 0 0/0.3))}' +
    '.pf-chat[hidden]{display:none}' +
    '.pf-chat header{display:flex;align-items:center;justify-content:space-between;padding:0.75rem 1rem;' +
    'background:var(--color-accent,Highlight);color:var(--color-on-accent,HighlightText);border-radius:inherit}' +
    '.pf-chat h2{margin:0;font-size:1rem}' +
    '.pf-chat button{min-width:2.75rem;min-height:2.75rem;font:inherit;cursor:pointer;border-radius:var(--radius-small,0.375rem);' +
    'border:1px solid currentColor;background:transparent;color:inherit}' +
    '.pf-chat ol{list-style:none;margin:0;padding:0.75rem 1rem;overflow-y:auto;flex:1;display:grid;gap:0.5rem}' +
    '.pf-chat li{padding:0.5rem 0.75rem;border-radius:var(--radius-small,0.375rem);background:var(--color-surface-raised,transparent)}' +
    '.pf-chat li.pf-mine{justify-self:end;background:var(--color-accent,Highlight);color:var(--color-on-accent,HighlightText)}' +
    '.pf-chat form{display:flex;gap:0.5rem;padding:0.75rem 1rem}' +
    '.pf-chat input{flex:1;min-height:2.75rem;font:inherit;padding:0 0.5rem;border-radius:var(--radius-small,0.375rem);' +
    'border:1px solid var(--color-border,GrayText);background:var(--color-input,Field);color:var(--color-text,FieldText)}' +
    '.pf-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}'

  function el(tag, attrs, text) {
    var node = document.createElement(tag)
    for (var key in attrs) node.setAttribute(key, attrs[key])
    if (text) node.textContent = text
    return node
  }

  function say(text, mine) {
    var item = el('li', mine ? { class: 'pf-mine' } : {}, text)
    state.log.appendChild(item)
    state.log.scrollTop = state.log.scrollHeight
  }

  function build(labels) {
    var style = el('style', {}, css)
    var panel = el('section', {
      class: 'pf-chat',
      role: 'dialog',
      'aria-labelledby': 'pf-chat-title',
      hidden: '',
    })
    var header = el('header')
    header.appendChild(el('h2', { id: 'pf-chat-title' }, labels.title))
    var close = el('button', { type: 'button', 'aria-label': labels.close }, '×')
    close.addEventListener('click', api.close)
    header.appendChild(close)
    var log = el('ol', { 'aria-live': 'polite', 'aria-label': labels.messages })
    var form = el('form')
    var label = el('label', { for: 'pf-chat-input', class: 'pf-visually-hidden' }, labels.message)
    var input = el('input', {
      id: 'pf-chat-input',
      type: 'text',
      autocomplete: 'off',
      placeholder: labels.placeholder,
    })
    form.appendChild(label)
    form.appendChild(input)
    form.appendChild(el('button', { type: 'submit' }, labels.send))
    form.addEventListener('submit', function (event) {
      event.preventDefault()
      var text = input.value.trim()
      if (!text) return
      say(text, true)
      input.value = ''
      setTimeout(function () {
        say(labels.received, false)
      }, 600)
    })
    panel.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') api.close()
    })
    panel.appendChild(header)
    panel.appendChild(log)
    panel.appendChild(form)
    document.head.appendChild(style)
    document.body.appendChild(panel)
    state.panel = panel
    state.input = input
    state.log = log
    say(labels.welcome, false)
  }

  var api = {
    init: function (options) {
      if (!options || !options.licence) return Promise.reject(new Error('live chat: no licence'))
      state.licence = String(options.licence)
      state.labels = options.labels || {}
      if (!state.panel) build(state.labels)
      return Promise.resolve({ licence: state.licence })
    },
    open: function (opener) {
      if (!state.panel) return
      state.opener = opener || document.activeElement
      state.panel.hidden = false
      state.input.focus()
    },
    close: function () {
      if (!state.panel || state.panel.hidden) return
      state.panel.hidden = true
      if (state.opener && state.opener.focus) state.opener.focus()
    },
    isOpen: function () {
      return !!state.panel && !state.panel.hidden
    },
  }

  window.SiteChat = api
  window.dispatchEvent(new CustomEvent('site-chat:loaded'))
})()
