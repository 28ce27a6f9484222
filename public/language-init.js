// Applied before first paint, like theme-init.js: <html lang> and <html dir> for the saved language, else the
// first of the browser's languages the interface speaks, else English. Repeats matchLanguageTag in
// src/config/languages.ts (a unit test keeps them in step); the app loads the words themselves.
(function () {
  var directions = { en: 'ltr', es: 'ltr', 'zh-Hans': 'ltr', ar: 'rtl' };
  function match(tag) {
    var lower = String(tag).trim().toLowerCase();
    var primary = lower.split('-')[0];
    if (primary === 'zh') return /^zh-(?:hant|tw|hk|mo)(?:-|$)/.test(lower) ? null : 'zh-Hans';
    if (primary === 'en' || primary === 'es' || primary === 'ar') return primary;
    return null;
  }
  var language;
  try {
    language = localStorage.getItem('language');
  } catch (_blocked) {
    // Storage is blocked (private mode): follow the browser's languages.
  }
  if (!Object.prototype.hasOwnProperty.call(directions, language)) {
    language = 'en';
    var preferred =
      navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < preferred.length; i++) {
      var found = preferred[i] ? match(preferred[i]) : null;
      if (found) {
        language = found;
        break;
      }
    }
  }
  document.documentElement.setAttribute('lang', language);
  document.documentElement.setAttribute('dir', directions[language]);
})();
