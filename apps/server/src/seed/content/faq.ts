import type { FaqItem } from '@awards/contracts';
import { translationRows, type Localised } from './translations';

type FaqTexts = { question: string; answer: string };

/**
 * Questions in display order; the first four carry the eligibility facts (age, videos of 2025,
 * unlimited entries, review time). Dates are the season's placeholders, which the content service
 * writes as the season stands, in each language.
 */
const texts: Localised<FaqTexts>[] = [
  {
    EN: {
      question: 'Who can submit an application?',
      answer: 'Anyone aged 18 or over with an account on the site. You do not have to be the streamer: viewers are welcome to nominate the moments they loved.',
    },
    SP: {
      question: '¿Quién puede enviar una candidatura?',
      answer: 'Cualquier persona de 18 años o más con una cuenta en el sitio. No hace falta ser el streamer: los espectadores también pueden nominar los momentos que más les gustaron.',
    },
    RU: {
      question: 'Кто может подать заявку?',
      answer: 'Любой пользователь сайта, которому исполнилось 18 лет. Быть стримером не обязательно: зрители тоже могут номинировать понравившиеся моменты.',
    },
    PT: {
      question: 'Quem pode enviar uma inscrição?',
      answer: 'Qualquer pessoa com 18 anos ou mais e uma conta no site. Não é preciso ser o streamer: os espectadores também podem indicar os momentos de que mais gostaram.',
    },
  },
  {
    EN: {
      question: 'Which videos can I submit?',
      answer: "Only videos created in 2025 qualify. Add a link to the streamer's page and a link to the video, plus a time code so the jury can find the moment quickly.",
    },
    SP: {
      question: '¿Qué vídeos puedo enviar?',
      answer: 'Solo participan los vídeos creados en 2025. Añade un enlace a la página del streamer y otro al vídeo, junto con el minuto exacto, para que el jurado encuentre el momento rápidamente.',
    },
    RU: {
      question: 'Какие видео можно отправить?',
      answer: 'Принимаются только видео, созданные в 2025 году. Добавьте ссылку на страницу стримера и ссылку на видео, а также таймкод, чтобы жюри быстро нашло нужный момент.',
    },
    PT: {
      question: 'Quais vídeos posso enviar?',
      answer: 'Somente vídeos criados em 2025 participam. Adicione o link da página do streamer e o link do vídeo, além da minutagem, para que o júri encontre o momento rapidamente.',
    },
  },
  {
    EN: {
      question: 'How many applications can I submit?',
      answer: 'As many as you like. Applications are unlimited across all nominations, so you can nominate different streamers and moments in every one of them.',
    },
    SP: {
      question: '¿Cuántas candidaturas puedo enviar?',
      answer: 'Todas las que quieras. Las candidaturas son ilimitadas en todas las categorías, así que puedes proponer distintos streamers y momentos en cada una.',
    },
    RU: {
      question: 'Сколько заявок можно отправить?',
      answer: 'Сколько угодно. Количество заявок во всех номинациях не ограничено, так что в каждой из них можно номинировать разных стримеров и разные моменты.',
    },
    PT: {
      question: 'Quantas inscrições posso enviar?',
      answer: 'Quantas quiser. As inscrições são ilimitadas em todas as categorias, então você pode indicar streamers e momentos diferentes em cada uma delas.',
    },
  },
  {
    EN: {
      question: 'How long does the review take?',
      answer: 'Every application is reviewed within 60 hours. You can follow its status in your account: “Under review”, “Approved” or “Declined”. Once sent, an application cannot be edited or withdrawn.',
    },
    SP: {
      question: '¿Cuánto tarda la revisión?',
      answer: 'Revisamos cada candidatura en un plazo máximo de 60 horas. Puedes seguir su estado en tu cuenta: «En revisión», «Aprobada» o «Rechazada». Una vez enviada, la candidatura no se puede editar ni retirar.',
    },
    RU: {
      question: 'Сколько длится проверка?',
      answer: 'Каждую заявку мы рассматриваем в течение 60 часов. Статус можно отслеживать в личном кабинете: «На рассмотрении», «Одобрена» или «Отклонена». После отправки заявку нельзя изменить или отозвать.',
    },
    PT: {
      question: 'Quanto tempo leva a análise?',
      answer: 'Cada inscrição é analisada em até 60 horas. Você pode acompanhar o status na sua conta: “Em análise”, “Aprovada” ou “Recusada”. Depois de enviada, a inscrição não pode ser editada nem retirada.',
    },
  },
  {
    EN: {
      question: 'How do I get a password?',
      answer: 'Sign up with your name and email and we will email you a one-time password. If it has not arrived within a few minutes, check your spam folder. After you first sign in, you will choose a password of your own.',
    },
    SP: {
      question: '¿Cómo consigo una contraseña?',
      answer: 'Regístrate con tu nombre y tu correo electrónico, y te enviaremos allí una contraseña de un solo uso. Si no llega en unos minutos, revisa la carpeta de spam. Cuando inicies sesión por primera vez, elegirás tu propia contraseña.',
    },
    RU: {
      question: 'Как получить пароль?',
      answer: 'Зарегистрируйтесь, указав имя и адрес электронной почты, и мы пришлём вам одноразовый пароль. Если письмо не пришло в течение нескольких минут, проверьте папку «Спам». После первого входа вы зададите собственный пароль.',
    },
    PT: {
      question: 'Como consigo uma senha?',
      answer: 'Crie uma conta com seu nome e e-mail, e enviaremos uma senha de uso único para esse endereço. Se ela não chegar em alguns minutos, verifique a pasta de spam. Depois de entrar pela primeira vez, você vai escolher sua própria senha.',
    },
  },
  {
    EN: {
      question: 'When can I apply?',
      answer: 'Applications are open from {applications.start:date} until {applications.end}. The countdown on the home page shows how much time is left.',
    },
    SP: {
      question: '¿Cuándo puedo enviar mi candidatura?',
      answer: 'Las candidaturas están abiertas del {applications.start:date} al {applications.end:date} a las {applications.end:time}. La cuenta atrás de la página principal muestra cuánto tiempo queda.',
    },
    RU: {
      question: 'Когда можно подать заявку?',
      answer: 'Заявки принимаются с {applications.start:date} по {applications.end:date}, до {applications.end:time}. Сколько времени осталось, показывает таймер на главной странице.',
    },
    PT: {
      question: 'Quando posso enviar uma inscrição?',
      answer: 'As inscrições ficam abertas de {applications.start:date} até {applications.end:date}, às {applications.end:time}. A contagem regressiva na página inicial mostra quanto tempo falta.',
    },
  },
  {
    EN: {
      question: 'How does voting work?',
      answer: "Voting runs from {round.longlist.start:date} to {round.shortlist.end:date}. Signed-in users vote for their favourite approved applications in each nomination. The audience vote and the jury's assessment together decide the winners.",
    },
    SP: {
      question: '¿Cómo funciona la votación?',
      answer: 'La votación está abierta del {round.longlist.start:date} al {round.shortlist.end:date}. Los usuarios con sesión iniciada votan por sus candidaturas favoritas entre las aprobadas de cada categoría. El voto del público y la valoración del jurado deciden juntos a los ganadores.',
    },
    RU: {
      question: 'Как проходит голосование?',
      answer: 'Голосование проходит с {round.longlist.start:date} по {round.shortlist.end:date}. Авторизованные пользователи голосуют за понравившиеся одобренные заявки в каждой номинации. Победителей определяют голоса зрителей вместе с оценками жюри.',
    },
    PT: {
      question: 'Como funciona a votação?',
      answer: 'A votação vai de {round.longlist.start:date} a {round.shortlist.end:date}. Usuários com a conta conectada votam nas suas inscrições favoritas entre as aprovadas de cada categoria. O voto do público e a avaliação do júri definem juntos os vencedores.',
    },
  },
  {
    EN: {
      question: 'When is the live show?',
      answer: 'The winners are announced live on {show.start:date} at {show.start:time}. The main broadcast and restreams in other languages will be on the live show page.',
    },
    SP: {
      question: '¿Cuándo es la gala en directo?',
      answer: 'Los ganadores se anunciarán en directo el {show.start:date} a las {show.start:time}. La emisión principal y las retransmisiones en otros idiomas estarán en la página de la gala.',
    },
    RU: {
      question: 'Когда прямой эфир?',
      answer: 'Победителей объявят в прямом эфире {show.start:date} в {show.start:time}. Основная трансляция и рестримы на других языках будут на странице прямого эфира.',
    },
    PT: {
      question: 'Quando é o show ao vivo?',
      answer: 'Os vencedores serão anunciados ao vivo em {show.start:date}, às {show.start:time}. A transmissão principal e as retransmissões em outros idiomas estarão na página do show ao vivo.',
    },
  },
];

export const faq: FaqItem[] = texts.map((localised, index) => ({ id: index + 1, sort: index + 1, translations: translationRows('faq', index + 1, localised) }));
