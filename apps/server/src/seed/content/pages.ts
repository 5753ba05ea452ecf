import { PAGE_SLUGS, type PageItem, type PageSlug } from '@awards/contracts';
import { translationRows, type Localised } from './translations';

type PageTexts = { title: string; paragraphs: string[] };

/** A bulleted list, as one block of a page's rich text. */
const list = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');

/**
 * Footer pages; bodies are rich text, here blocks (paragraphs, `##` headings, lists) separated by a
 * blank line. The privacy policy says what the code keeps and for how long: it changes with it.
 */
const pages: Record<PageSlug, Localised<PageTexts>> = {
  'privacy-policy': {
    EN: {
      title: 'Privacy policy',
      paragraphs: [
        'We collect only what the awards need, keep it no longer than this page says, and never sell it. Below: what we keep and why, for how long, and how to get a copy of your data or have it deleted.',
        '## What we keep, and why',
        list(
          '**Your account**: your email, name and language, to sign you in and write to you in your language. Your password and one-time passwords are kept only as hashes, and a keyed hash of the network address you signed up from helps us spot many accounts made from one place.',
          '**Your applications**: the streamer, the links, the time code, your comments and any video you upload, with the review’s decision, to run the awards.',
          '**Your votes**: the nominee you chose and when, with keyed hashes of your network address and of that address with your browser’s name. Without the site’s secret key a keyed hash cannot be turned back into an address; it lets the organisers find votes stuffed from one place and hold them out of the count (such votes are kept, never deleted).',
          '**Your Legends of the Year guesses**, for the leaderboard, which shows only shortened names.',
          '**Your messages** through the contact form, and the organisers’ replies, to answer you.',
          '**Mail to you**: its text is deleted once it is sent; the address, the subject and the times stay for 7 days as a record.',
          '**Counters against abuse**: the limits on signing in, signing up, voting and applying count requests under a keyed hash of your network address or email, for an hour at most.',
          '**The backstage’s audit log**: every change staff make, with the staff member’s email. It is never edited or deleted, so a staff member’s email stays in it.',
          '**The server’s log**: each request’s network address and the page asked for (never what you typed), to keep the site running; how long it stays is up to the hosting.',
        ),
        'Sign-up, password reset, applications and votes are protected against bots by a human-verification service (Google reCAPTCHA), which receives technical data about your visit. Organisers may export applications (with the applicant’s name and email), votes and guesses (under a pseudonym, never with an email or an address) and contact messages as spreadsheets to run the awards; each export is recorded in the audit log.',
        '## How long',
        list(
          'Your account, and all of the above that is linked to it: until you delete the account or ask us to.',
          'A video that no application uses: 24 hours. A one-time password: 24 hours, or until it is used.',
          'When you delete your account, your votes stay counted but linked to nobody: the account and both hashes are removed from them. Your applications stay, withdrawn, without your account or your comments: the streamer, the links and the review’s decision remain, as a nominee may stand for them. Your uploaded videos, guesses, contact messages and the mail to you are deleted, and your email can sign up again. The audit log keeps that an account was deleted — its number and how much went, never its email — and we mail you one confirmation, kept 7 days after it is sent.',
        ),
        '## Your copy, and deleting your account',
        'In [your account](/profile), **Download my data** saves a file with everything above that is about you (the keyed hashes are left out: without our key they mean nothing), and **Delete my account** deletes it once you type your email. A staff member’s account can be deleted once an organiser has revoked its roles. If you cannot sign in, write to us through the contact form from the account’s email: the organisers can send you the file or delete the account for you, and both are recorded in the audit log.',
      ],
    },
    SP: {
      title: 'Política de privacidad',
      paragraphs: [
        'Solo recopilamos lo que los premios necesitan, no lo guardamos más tiempo del que indica esta página y nunca lo vendemos. A continuación: qué guardamos y por qué, durante cuánto tiempo y cómo obtener una copia de tus datos o pedir que se eliminen.',
        '## Qué guardamos y por qué',
        list(
          '**Tu cuenta**: tu correo electrónico, tu nombre y tu idioma, para que inicies sesión y para escribirte en tu idioma. Tu contraseña y las contraseñas de un solo uso se guardan solo como hashes, y un hash con clave de la dirección de red desde la que te registraste nos ayuda a detectar muchas cuentas creadas desde un mismo sitio.',
          '**Tus candidaturas**: el streamer, los enlaces, el minuto exacto, tus comentarios y el vídeo que subas, con la decisión de la revisión, para organizar los premios.',
          '**Tus votos**: el nominado que elegiste y cuándo, con hashes con clave de tu dirección de red y de esa dirección junto con el nombre de tu navegador. Sin la clave secreta del sitio, un hash con clave no permite recuperar la dirección; sirve para que los organizadores encuentren votos inflados desde un mismo sitio y los dejen fuera del recuento (esos votos se conservan, nunca se eliminan).',
          '**Tus predicciones de Leyendas del Año**, para la clasificación, que solo muestra nombres abreviados.',
          '**Tus mensajes** por el formulario de contacto y las respuestas de los organizadores, para contestarte.',
          '**El correo que te enviamos**: su texto se elimina en cuanto se envía; la dirección, el asunto y las horas se conservan 7 días como registro.',
          '**Contadores contra el abuso**: los límites para iniciar sesión, registrarse, votar y enviar candidaturas cuentan las peticiones bajo un hash con clave de tu dirección de red o de tu correo electrónico, durante una hora como máximo.',
          '**El registro de actividad del backstage**: cada cambio que hace el equipo, con el correo electrónico de quien lo hizo. Nunca se edita ni se elimina, así que el correo de un miembro del equipo permanece en él.',
          '**El registro del servidor**: la dirección de red de cada petición y la página pedida (nunca lo que escribiste), para mantener el sitio en marcha; cuánto tiempo se conserva depende del alojamiento.',
        ),
        'El registro, el restablecimiento de contraseña, las candidaturas y los votos están protegidos contra bots por un servicio de verificación humana (Google reCAPTCHA), que recibe datos técnicos de tu visita. Los organizadores pueden exportar como hojas de cálculo las candidaturas (con el nombre y el correo electrónico de su participante), los votos y las predicciones (bajo un seudónimo, nunca con un correo ni una dirección) y los mensajes de contacto, para organizar los premios; cada exportación queda en el registro de actividad.',
        '## Durante cuánto tiempo',
        list(
          'Tu cuenta, y todo lo anterior que está vinculado a ella: hasta que elimines la cuenta o nos pidas que lo hagamos.',
          'Un vídeo que ninguna candidatura usa: 24 horas. Una contraseña de un solo uso: 24 horas, o hasta que se use.',
          'Cuando eliminas tu cuenta, tus votos siguen contando, pero ya no están vinculados a nadie: se les quitan la cuenta y los dos hashes. Tus candidaturas se conservan retiradas, sin tu cuenta ni tus comentarios: el streamer, los enlaces y la decisión de la revisión permanecen, porque un nominado puede proceder de ellas. Tus vídeos subidos, tus predicciones, tus mensajes de contacto y el correo que te enviamos se eliminan, y tu correo electrónico puede volver a registrarse. El registro de actividad guarda que se eliminó una cuenta —su número y cuánto se eliminó, nunca su correo— y te enviamos una confirmación, que se conserva 7 días después de enviarse.',
        ),
        '## Tu copia y la eliminación de tu cuenta',
        'En [tu cuenta](/profile), **Descargar mis datos** guarda un archivo con todo lo anterior que trata sobre ti (los hashes con clave no se incluyen: sin nuestra clave no significan nada), y **Eliminar mi cuenta** la elimina cuando escribes tu correo electrónico. La cuenta de un miembro del equipo se puede eliminar cuando un organizador le ha retirado sus roles. Si no puedes iniciar sesión, escríbenos por el formulario de contacto con el correo de la cuenta: los organizadores pueden enviarte el archivo o eliminar la cuenta por ti, y ambas cosas quedan en el registro de actividad.',
      ],
    },
    RU: {
      title: 'Политика конфиденциальности',
      paragraphs: [
        'Мы собираем только то, что нужно для премии, храним это не дольше, чем сказано на этой странице, и никогда не продаём. Ниже — что мы храним и зачем, как долго и как получить копию своих данных или удалить их.',
        '## Что мы храним и зачем',
        list(
          '**Ваш аккаунт**: адрес электронной почты, имя и язык — чтобы вы могли войти, а мы писали вам на вашем языке. Пароль и одноразовые пароли хранятся только в виде хешей, а хеш с ключом сетевого адреса, с которого вы зарегистрировались, помогает заметить много аккаунтов, созданных из одного места.',
          '**Ваши заявки**: стример, ссылки, таймкод, ваши комментарии и загруженное видео вместе с решением по итогам проверки — чтобы проводить премию.',
          '**Ваши голоса**: выбранный номинант и время голоса вместе с хешами с ключом вашего сетевого адреса и этого адреса вместе с названием браузера. Без секретного ключа сайта по хешу с ключом нельзя восстановить адрес; он помогает организаторам найти голоса, накрученные из одного места, и исключить их из подсчёта (такие голоса сохраняются и никогда не удаляются).',
          '**Ваши прогнозы в «Легендах года»** — для рейтинга, где видны только сокращённые имена.',
          '**Ваши сообщения** через форму обратной связи и ответы организаторов — чтобы вам ответить.',
          '**Письма вам**: текст письма удаляется сразу после отправки; адрес, тема и время хранятся 7 дней как запись.',
          '**Счётчики против злоупотреблений**: ограничения на вход, регистрацию, голосование и отправку заявок считают запросы по хешу с ключом вашего сетевого адреса или адреса электронной почты не дольше часа.',
          '**Журнал действий бэкстейджа**: каждое изменение, которое вносит команда, с адресом электронной почты того, кто его внёс. Журнал никогда не редактируется и не очищается, поэтому адрес члена команды остаётся в нём.',
          '**Журнал сервера**: сетевой адрес каждого запроса и запрошенная страница (но никогда не то, что вы ввели) — чтобы сайт работал; срок хранения зависит от хостинга.',
        ),
        'Регистрацию, сброс пароля, заявки и голосование защищает от ботов сервис проверки (Google reCAPTCHA), который получает технические данные о вашем посещении. Организаторы могут выгружать в таблицы заявки (с именем и адресом электронной почты участника), голоса и прогнозы (под псевдонимом, без адресов) и сообщения через форму обратной связи — чтобы проводить премию; каждая выгрузка записывается в журнал действий.',
        '## Как долго',
        list(
          'Ваш аккаунт и всё перечисленное выше, что с ним связано, — пока вы не удалите аккаунт или не попросите нас об этом.',
          'Видео, которое не использовано ни в одной заявке, — 24 часа. Одноразовый пароль — 24 часа или до первого использования.',
          'Когда вы удаляете аккаунт, ваши голоса продолжают учитываться, но ни с кем не связаны: из них удаляются аккаунт и оба хеша. Ваши заявки остаются отозванными, без вашего аккаунта и комментариев: стример, ссылки и решение по итогам проверки сохраняются, потому что из заявки мог появиться номинант. Загруженные видео, прогнозы, сообщения через форму обратной связи и письма вам удаляются, а с вашим адресом снова можно зарегистрироваться. В журнале действий остаётся запись, что аккаунт удалён, — его номер и сколько удалено, но не адрес, — а вам приходит одно письмо с подтверждением, которое хранится 7 дней после отправки.',
        ),
        '## Копия ваших данных и удаление аккаунта',
        'В [личном кабинете](/profile) кнопка **Скачать мои данные** сохраняет файл со всем перечисленным выше, что касается вас (хешей с ключом в нём нет: без нашего ключа они ничего не значат), а **Удалить аккаунт** удаляет его, когда вы введёте свой адрес электронной почты. Аккаунт члена команды можно удалить после того, как организатор отзовёт его роли. Если вы не можете войти, напишите нам через форму обратной связи с адреса аккаунта: организаторы могут прислать вам файл или удалить аккаунт за вас, и то и другое записывается в журнал действий.',
      ],
    },
    PT: {
      title: 'Política de privacidade',
      paragraphs: [
        'Coletamos apenas o que a premiação precisa, não guardamos por mais tempo do que esta página diz e nunca vendemos. A seguir: o que guardamos e por quê, por quanto tempo e como obter uma cópia dos seus dados ou pedir a exclusão deles.',
        '## O que guardamos e por quê',
        list(
          '**Sua conta**: seu e-mail, nome e idioma, para você entrar e para escrevermos no seu idioma. Sua senha e as senhas de uso único são guardadas apenas como hashes, e um hash com chave do endereço de rede de onde você criou a conta ajuda a perceber muitas contas criadas de um mesmo lugar.',
          '**Suas inscrições**: o streamer, os links, a minutagem, seus comentários e o vídeo que você enviar, com a decisão da análise, para realizar a premiação.',
          '**Seus votos**: o indicado que você escolheu e quando, com hashes com chave do seu endereço de rede e desse endereço junto com o nome do seu navegador. Sem a chave secreta do site, um hash com chave não permite recuperar o endereço; ele ajuda os organizadores a encontrar votos inflados de um mesmo lugar e deixá-los fora da contagem (esses votos são guardados, nunca excluídos).',
          '**Seus palpites nas Lendas do Ano**, para o ranking, que mostra apenas nomes abreviados.',
          '**Suas mensagens** pelo formulário de contato e as respostas dos organizadores, para responder a você.',
          '**E-mails para você**: o texto é excluído assim que o e-mail é enviado; o endereço, o assunto e os horários ficam 7 dias como registro.',
          '**Contadores contra abusos**: os limites para entrar, criar conta, votar e enviar inscrições contam as requisições sob um hash com chave do seu endereço de rede ou e-mail, por no máximo uma hora.',
          '**O registro de atividades do backstage**: cada alteração feita pela equipe, com o e-mail de quem a fez. Ele nunca é editado nem apagado, então o e-mail de um membro da equipe permanece nele.',
          '**O registro do servidor**: o endereço de rede de cada requisição e a página pedida (nunca o que você digitou), para manter o site funcionando; por quanto tempo ele fica depende da hospedagem.',
        ),
        'O cadastro, a redefinição de senha, as inscrições e os votos são protegidos contra bots por um serviço de verificação humana (Google reCAPTCHA), que recebe dados técnicos da sua visita. Os organizadores podem exportar como planilhas as inscrições (com o nome e o e-mail do participante), os votos e os palpites (sob um pseudônimo, nunca com e-mail ou endereço) e as mensagens de contato, para realizar a premiação; cada exportação fica no registro de atividades.',
        '## Por quanto tempo',
        list(
          'Sua conta, e tudo o que foi dito acima que está ligado a ela: até você excluir a conta ou nos pedir para fazer isso.',
          'Um vídeo que nenhuma inscrição usa: 24 horas. Uma senha de uso único: 24 horas, ou até ser usada.',
          'Quando você exclui sua conta, seus votos continuam contando, mas não ficam ligados a ninguém: a conta e os dois hashes são removidos deles. Suas inscrições continuam, retiradas, sem sua conta nem seus comentários: o streamer, os links e a decisão da análise permanecem, porque um indicado pode ter vindo delas. Seus vídeos enviados, palpites, mensagens de contato e os e-mails para você são excluídos, e seu e-mail pode criar uma conta de novo. O registro de atividades guarda que uma conta foi excluída — o número dela e quanto foi excluído, nunca o e-mail — e enviamos a você um e-mail de confirmação, guardado por 7 dias depois do envio.',
        ),
        '## Sua cópia e a exclusão da sua conta',
        'Em [sua conta](/profile), **Baixar meus dados** salva um arquivo com tudo o que foi dito acima sobre você (os hashes com chave ficam de fora: sem a nossa chave eles não significam nada), e **Excluir minha conta** a exclui depois que você digita seu e-mail. A conta de um membro da equipe pode ser excluída depois que um organizador remover as funções dela. Se você não conseguir entrar, escreva para nós pelo formulário de contato a partir do e-mail da conta: os organizadores podem enviar o arquivo ou excluir a conta por você, e as duas coisas ficam no registro de atividades.',
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
        'Este site guarda apenas o necessário para funcionar. O idioma escolhido e o seu token de acesso ficam no armazenamento local do navegador, não em cookies. O token só é enviado com as suas próprias requisições a este site.',
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
