// The live chat widget stand-in, served by the site itself so no third-party host is contacted.
// Like a vendor's loader it is small; the chat window (panel.js) is fetched the first time a
// player opens it.
// API: window.SiteChat.init({ licence, labels }) -> Promise, .open(opener) -> Promise, .close()
;(function () {
  if (window.SiteChat) return

  var here = document.currentScript && document.currentScript.src
  var panelUrl = here ? new URL('panel.js', here).href : '/livechat/panel.js'
  var state = { licence: '', labels: {}, panel: null, loading: null }

  function loadPanel() {
    if (window.SiteChatPanel) return Promise.resolve(window.SiteChatPanel)
    if (state.loading) return state.loading
    state.loading = new Promise(function (resolve, reject) {
      var script = document.createElement('script')
      script.src = panelUrl
      script.async = true
      script.addEventListener('load', function () {
        resolve(window.SiteChatPanel)
      })
      script.addEventListener('error', function () {
        script.remove()
        reject(new Error('live chat: ' + panelUrl + ' did not load'))
      })
      document.body.appendChild(script)
    })
    // Offline or a failed deploy: the next open tries again.
    state.loading.catch(function () {
      state.loading = null
    })
    return state.loading
  }

  var api = {
    init: function (options) {
      if (!options || !options.licence) return Promise.reject(new Error('live chat: no licence'))
      state.licence = String(options.licence)
      state.labels = options.labels || {}
      return Promise.resolve({ licence: state.licence })
    },
    open: function (opener) {
      var back = opener || document.activeElement
      return loadPanel().then(function (Panel) {
        state.panel = state.panel || Panel.build(state.labels, api.close)
        state.panel.show(back)
      })
    },
    close: function () {
      if (state.panel) state.panel.hide()
    },
    isOpen: function () {
      return !!state.panel && state.panel.isOpen()
    },
  }

  window.SiteChat = api
  window.dispatchEvent(new CustomEvent('site-chat:loaded'))
})()
