import type { LanguageCode } from './languages';

/**
 * The failures the browser tells of without an answer from the API: a captcha that would not load,
 * a lost connection, a server fault. Part of the message catalogue (messages.ts), and a module of
 * their own so that a page can word them without loading every message there is.
 */
export const BROWSER_FAILURES = {
  'error.captcha_unavailable': {
    EN: 'The captcha could not be loaded. Reload the page and try again.',
    SP: 'No se pudo cargar el captcha. Recarga la página e inténtalo de nuevo.',
    RU: 'Не удалось загрузить капчу. Перезагрузите страницу и попробуйте снова.',
    PT: 'Não foi possível carregar o captcha. Recarregue a página e tente novamente.',
  },
  'error.network': {
    EN: 'No connection to the server. Check your connection and try again.',
    SP: 'No hay conexión con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    RU: 'Нет связи с сервером. Проверьте подключение и попробуйте снова.',
    PT: 'Sem conexão com o servidor. Verifique sua conexão e tente novamente.',
  },
  'error.internal': {
    EN: 'The server is unavailable. Try again later.',
    SP: 'El servidor no está disponible. Inténtalo más tarde.',
    RU: 'Сервер недоступен. Попробуйте позже.',
    PT: 'O servidor está indisponível. Tente novamente mais tarde.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;
