import { PAGE_SLUGS, type PageItem, type PageSlug } from '@awards/contracts';
import { translationRows, type Localised } from './translations';

type PageTexts = { title: string; paragraphs: string[] };

/** Footer pages; bodies are rich text, here plain paragraphs separated by a blank line. */
const pages: Record<PageSlug, Localised<PageTexts>> = {
  'privacy-policy': {
    EN: {
      title: 'Privacy policy',
      paragraphs: [
        'We collect only what the awards need: your name and email when you sign up, the applications you send, your votes and the messages you write to us. Passwords are stored only as secure hashes.',
        'We use this data to run the awards: to review applications, count votes, send you one-time passwords and answer your messages. Protection against bots is provided by a human-verification service that receives technical data about your visit.',
        'We do not sell your data. Accounts and applications are kept until the end of the season and for one more year; you can ask us to delete your account at any time through the contact form.',
      ],
    },
    SP: {
      title: 'Política de privacidad',
      paragraphs: [
        'Solo recopilamos lo que los premios necesitan: tu nombre y tu correo electrónico al registrarte, las candidaturas que envías, tus votos y los mensajes que nos escribes. Las contraseñas se guardan únicamente como hashes seguros.',
        'Usamos estos datos para organizar los premios: revisar candidaturas, contar votos, enviarte contraseñas de un solo uso y responder a tus mensajes. La protección contra bots la ofrece un servicio de verificación humana que recibe datos técnicos de tu visita.',
        'No vendemos tus datos. Las cuentas y candidaturas se conservan hasta el final de la temporada y un año más; puedes pedirnos que eliminemos tu cuenta en cualquier momento a través del formulario de contacto.',
      ],
    },
    RU: {
      title: 'Политика конфиденциальности',
      paragraphs: [
        'Мы собираем только то, что нужно для премии: имя и адрес электронной почты при регистрации, отправленные заявки, ваши голоса и сообщения, которые вы нам пишете. Пароли хранятся только в виде надёжных хешей.',
        'Эти данные нужны, чтобы проводить премию: проверять заявки, подсчитывать голоса, отправлять одноразовые пароли и отвечать на сообщения. Защиту от ботов обеспечивает сервис проверки, который получает технические данные о вашем посещении.',
        'Мы не продаём ваши данные. Аккаунты и заявки хранятся до конца сезона и ещё один год; вы в любой момент можете попросить удалить аккаунт через форму обратной связи.',
      ],
    },
    PT: {
      title: 'Política de privacidade',
      paragraphs: [
        'Coletamos apenas o que a premiação precisa: seu nome e e-mail no cadastro, as inscrições que você envia, seus votos e as mensagens que você nos escreve. As senhas são guardadas apenas como hashes seguros.',
        'Usamos esses dados para realizar a premiação: analisar inscrições, contar votos, enviar senhas de uso único e responder às suas mensagens. A proteção contra bots é feita por um serviço de verificação humana que recebe dados técnicos da sua visita.',
        'Não vendemos seus dados. Contas e inscrições são mantidas até o fim da temporada e por mais um ano; você pode pedir a exclusão da sua conta a qualquer momento pelo formulário de contato.',
      ],
    },
  },
  'terms-of-use': {
    EN: {
      title: 'Terms of use',
      paragraphs: [
        'By using this site you agree to these terms. The awards are run by the community club for fun and recognition; taking part is free.',
        "You are responsible for the applications you send: the links must be genuine, the videos must meet the rules, and you must not submit hateful or illegal content, or someone else's work without permission. We may decline applications and block accounts that break the rules.",
        'Voting must be fair: one account per person and no automated votes. We may change these terms between seasons and will announce any change on this site.',
      ],
    },
    SP: {
      title: 'Condiciones de uso',
      paragraphs: [
        'Al usar este sitio aceptas estas condiciones. Los premios los organiza el club de la comunidad por diversión y reconocimiento; participar es gratis.',
        'Eres responsable de las candidaturas que envías: los enlaces deben ser auténticos, los vídeos deben cumplir las reglas y no puedes enviar contenido de odio o ilegal, ni trabajo ajeno sin permiso. Podemos rechazar candidaturas y bloquear cuentas que incumplan las reglas.',
        'La votación debe ser justa: una cuenta por persona y nada de votos automatizados. Podemos modificar estas condiciones entre temporadas y anunciaremos cualquier cambio en este sitio.',
      ],
    },
    RU: {
      title: 'Условия использования',
      paragraphs: [
        'Пользуясь сайтом, вы соглашаетесь с этими условиями. Премию проводит клуб сообщества, чтобы повеселиться и отметить лучших; участие бесплатное.',
        'Вы отвечаете за отправленные заявки: ссылки должны быть настоящими, видео должны соответствовать правилам, а отправлять контент, разжигающий ненависть, незаконный контент и чужие материалы без разрешения нельзя. Мы можем отклонять заявки и блокировать аккаунты, нарушающие правила.',
        'Голосование должно быть честным: один аккаунт на человека и никаких автоматических голосов. Мы можем менять эти условия между сезонами и сообщим о любых изменениях на этом сайте.',
      ],
    },
    PT: {
      title: 'Termos de uso',
      paragraphs: [
        'Ao usar este site, você concorda com estes termos. A premiação é organizada pelo clube da comunidade por diversão e reconhecimento; participar é gratuito.',
        'Você é responsável pelas inscrições que envia: os links devem ser verdadeiros, os vídeos devem seguir as regras e você não pode enviar conteúdo de ódio ou ilegal, nem trabalho de outra pessoa sem permissão. Podemos recusar inscrições e bloquear contas que descumpram as regras.',
        'A votação deve ser justa: uma conta por pessoa e nada de votos automatizados. Podemos alterar estes termos entre temporadas e vamos anunciar qualquer mudança neste site.',
      ],
    },
  },
  'cookies-policy': {
    EN: {
      title: 'Cookies policy',
      paragraphs: [
        "This site keeps only what it needs to work. Your chosen language and your sign-in token are kept in your browser's local storage, not in cookies. The token is sent only with your own requests to this site.",
        'The human-verification service that protects sign-up, password reset and applications may set its own cookies to tell people from bots. We use no advertising or tracking cookies.',
        'You can clear the stored data at any time in your browser settings; you will then be signed out and the site will return to English.',
      ],
    },
    SP: {
      title: 'Política de cookies',
      paragraphs: [
        'Este sitio guarda solo lo que necesita para funcionar. El idioma que eliges y tu token de sesión se guardan en el almacenamiento local del navegador, no en cookies. El token solo se envía con tus propias peticiones a este sitio.',
        'El servicio de verificación humana que protege el registro, el restablecimiento de contraseña y las candidaturas puede usar sus propias cookies para distinguir a las personas de los bots. No usamos cookies publicitarias ni de seguimiento.',
        'Puedes borrar los datos guardados en cualquier momento desde la configuración del navegador; entonces se cerrará tu sesión y el sitio volverá a mostrarse en inglés.',
      ],
    },
    RU: {
      title: 'Политика использования cookie',
      paragraphs: [
        'Сайт хранит только то, что нужно для его работы. Выбранный язык и токен входа хранятся в локальном хранилище браузера, а не в cookie. Токен передаётся только вместе с вашими запросами к этому сайту.',
        'Сервис проверки, который защищает регистрацию, сброс пароля и отправку заявок, может устанавливать собственные cookie, чтобы отличать людей от ботов. Рекламные и отслеживающие cookie мы не используем.',
        'Сохранённые данные можно в любой момент удалить в настройках браузера; после этого вы выйдете из аккаунта, а сайт снова откроется на английском.',
      ],
    },
    PT: {
      title: 'Política de cookies',
      paragraphs: [
        'Este site guarda apenas o necessário para funcionar. O idioma escolhido e o seu token de login ficam no armazenamento local do navegador, não em cookies. O token só é enviado com as suas próprias requisições a este site.',
        'O serviço de verificação humana que protege o cadastro, a redefinição de senha e as inscrições pode usar cookies próprios para distinguir pessoas de bots. Não usamos cookies de publicidade nem de rastreamento.',
        'Você pode apagar os dados guardados a qualquer momento nas configurações do navegador; depois disso, sua sessão será encerrada e o site voltará a aparecer em inglês.',
      ],
    },
  },
};

export const pageItems: PageItem[] = PAGE_SLUGS.map((slug, index) => {
  const texts = pages[slug];
  const bodies = Object.fromEntries(
    Object.entries(texts).map(([language, { title, paragraphs }]) => [language, { title, body: paragraphs.join('\n\n') }]),
  ) as Localised<{ title: string; body: string }>;
  return { id: index + 1, slug, translations: translationRows('pages', index + 1, bodies) };
});
