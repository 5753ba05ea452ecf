import type { LanguageCode, TimerItem } from '@awards/contracts';
import type { SeasonTimeline, SeedScenario } from '../season-timeline';
import { contentDateTime } from './season-dates';
import { translationRows } from './translations';

type Headline = { topTitle: string; description: string; subDescription: string };

/**
 * The countdown's unit labels are left blank in every language: a label depends on the number
 * beside it ('1 день', '2 дня', '5 дней'), so the site takes the plural form from its own catalogue.
 */
const units = { timerDays: '', timerHours: '', timerMinutes: '', timerSeconds: '' } as const;

/**
 * The site words the countdown's label from the moment it counts to, and reads only the lead
 * (`description`); the label and the line under it stay for other clients of the content service,
 * quoting the moment as a placeholder that it writes in each language, in the show's zone.
 */
interface Milestone {
  at: (timeline: SeasonTimeline) => Date;
  texts: Record<LanguageCode, Headline>;
}

/** Where each scenario's countdown runs to, and what it says in each language about that moment. */
const milestones: Record<SeedScenario, Milestone> = {
  applications: {
    at: (timeline) => timeline.applications.endsAt,
    texts: {
      EN: {
        topTitle: 'Applications close in',
        description: 'Send your favourite 2025 stream moments before the deadline.',
        subDescription: 'Applications are open until {applications.end}.',
      },
      SP: {
        topTitle: 'Las candidaturas cierran en',
        description: 'Envía tus momentos de stream favoritos de 2025 antes de que termine el plazo.',
        subDescription: 'Las candidaturas están abiertas hasta el {applications.end:date} a las {applications.end:time}.',
      },
      RU: {
        topTitle: 'До конца приёма заявок',
        description: 'Успейте отправить любимые моменты стримов 2025 года до окончания срока.',
        subDescription: 'Заявки принимаются до {applications.end}.',
      },
      PT: {
        topTitle: 'As inscrições terminam em',
        description: 'Envie seus momentos de live favoritos de 2025 antes do prazo final.',
        subDescription: 'As inscrições ficam abertas até {applications.end:date}, às {applications.end:time}.',
      },
    },
  },
  // The scenario puts today inside the longlist (season-timeline.ts): its close is what comes next.
  voting: {
    at: (timeline) => timeline.longlist.endsAt,
    texts: {
      EN: {
        topTitle: 'Longlist voting closes in',
        description: 'Sign in and vote for your favourites in every nomination before the round ends.',
        subDescription: 'Longlist voting is open until {round.longlist.end}.',
      },
      SP: {
        topTitle: 'La votación de la lista larga cierra en',
        description: 'Inicia sesión y vota por tus favoritos en cada categoría antes de que termine la ronda.',
        subDescription: 'La votación de la lista larga está abierta hasta el {round.longlist.end:date} a las {round.longlist.end:time}.',
      },
      RU: {
        topTitle: 'До конца голосования по лонг-листу',
        description: 'Войдите в аккаунт и проголосуйте за фаворитов в каждой номинации, пока идёт этот этап.',
        subDescription: 'Голосование по лонг-листу идёт до {round.longlist.end}.',
      },
      PT: {
        topTitle: 'A votação da lista longa termina em',
        description: 'Entre na sua conta e vote nos seus favoritos em cada categoria antes do fim da rodada.',
        subDescription: 'A votação da lista longa fica aberta até {round.longlist.end:date}, às {round.longlist.end:time}.',
      },
    },
  },
  // The scenario puts today after the live show: the countdown stands at zero and the texts look back.
  results: {
    at: (timeline) => timeline.liveShow.startsAt,
    texts: {
      EN: {
        topTitle: 'The winners are announced',
        description: 'Thank you for voting! The winners of every nomination were revealed in the live show.',
        subDescription: 'The live show took place on {show.start:date} at {show.start:time}.',
      },
      SP: {
        topTitle: 'Ya conocemos a los ganadores',
        description: '¡Gracias por votar! Los ganadores de cada categoría se anunciaron en la gala en directo.',
        subDescription: 'La gala en directo se celebró el {show.start:date} a las {show.start:time}.',
      },
      RU: {
        topTitle: 'Победители объявлены',
        description: 'Спасибо за ваши голоса! Победителей во всех номинациях объявили в прямом эфире.',
        subDescription: 'Прямой эфир прошёл {show.start:date} в {show.start:time}.',
      },
      PT: {
        topTitle: 'Os vencedores foram revelados',
        description: 'Obrigado por votar! Os vencedores de cada categoria foram anunciados no show ao vivo.',
        subDescription: 'O show ao vivo aconteceu em {show.start:date}, às {show.start:time}.',
      },
    },
  },
};

/** The home page's countdown for a scenario: to its phase's next milestone on the season's timeline. */
export function timer(timeline: SeasonTimeline, scenario: SeedScenario): TimerItem {
  const { at, texts: headlines } = milestones[scenario];
  const end = at(timeline);
  const texts = (language: LanguageCode) => ({ ...headlines[language], ...units });
  return {
    id: 1,
    endDatetime: contentDateTime(end),
    translations: translationRows('timer', 1, { EN: texts('EN'), SP: texts('SP'), RU: texts('RU'), PT: texts('PT') }),
  };
}
