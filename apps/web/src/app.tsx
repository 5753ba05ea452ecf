import { useEffect } from 'react';
import { isLanguageCode, type ClientConfig, type LanguageCode } from '@awards/contracts';

const BEING_BUILT: Record<LanguageCode, string> = {
  EN: 'The site is being built. Come back soon.',
  SP: 'El sitio está en construcción. Vuelve pronto.',
  RU: 'Сайт в разработке. Загляните позже.',
  PT: 'O site está em construção. Volte em breve.',
};

/** A placeholder stage until the website itself arrives: the product title and one line. */
export function App({ config }: { config: ClientConfig }) {
  useEffect(() => {
    document.title = config.title;
  }, [config.title]);

  const language = isLanguageCode(config.defaultLocale) ? config.defaultLocale : 'EN';
  return (
    <main className="stage">
      <h1 className="stage__title">{config.title}</h1>
      <div className="stage__rule" aria-hidden="true" />
      <p className="stage__line">{BEING_BUILT[language]}</p>
    </main>
  );
}
