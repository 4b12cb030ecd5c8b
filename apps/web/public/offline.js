// The offline page's texts and its Retry button. The language pack comes from the server, which is out of
// reach when this page shows, so the three languages' few strings live here. The language is the one the
// player chose on the site (localStorage currentLanguage), else the browser's.
/* global window, document */
(function () {
  var TEXTS = {
    en: {
      title: 'You are offline',
      text: 'Check your internet connection. The site opens again as soon as you are back online.',
      retry: 'Try again',
    },
    pt: {
      title: 'Você está sem conexão',
      text: 'Verifique sua conexão com a internet. O site abre de novo assim que você estiver online.',
      retry: 'Tentar novamente',
    },
    id: {
      title: 'Anda sedang offline',
      text: 'Periksa koneksi internet Anda. Situs akan terbuka lagi begitu Anda kembali online.',
      retry: 'Coba lagi',
    },
  };

  function storedLanguage() {
    try {
      return window.localStorage.getItem('currentLanguage') || '';
    } catch {
      return '';
    }
  }

  var wanted = (storedLanguage() || navigator.language || 'en').toLowerCase().split(/[-_]/)[0];
  var language = Object.prototype.hasOwnProperty.call(TEXTS, wanted) ? wanted : 'en';
  var texts = TEXTS[language];
  document.documentElement.lang = language;
  document.title = texts.title;
  document.getElementById('offline-title').textContent = texts.title;
  document.getElementById('offline-text').textContent = texts.text;
  var retry = document.getElementById('offline-retry');
  retry.textContent = texts.retry;
  // The address is still the page the player asked for: reloading it tries the network again.
  retry.addEventListener('click', function () {
    window.location.reload();
  });
})();
