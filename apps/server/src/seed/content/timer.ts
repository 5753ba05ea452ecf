import type { LanguageCode, TimerItem } from '@awards/contracts';
import type { SeasonTimeline, SeedScenario } from '../season-timeline';
import { cestParts, contentDateTime, utcParts, type DateParts } from './season-dates';
import { translationRows } from './translations';

type Headline = { top_title: string; description: string; sub_description: string };

const units = {
  EN: { timer_days: 'days', timer_hours: 'hours', timer_minutes: 'minutes', timer_seconds: 'seconds' },
  SP: { timer_days: 'días', timer_hours: 'horas', timer_minutes: 'minutos', timer_seconds: 'segundos' },
  RU: { timer_days: 'дней', timer_hours: 'часов', timer_minutes: 'минут', timer_seconds: 'секунд' },
  PT: { timer_days: 'dias', timer_hours: 'horas', timer_minutes: 'minutos', timer_seconds: 'segundos' },
} as const;

interface Milestone {
  at: (timeline: SeasonTimeline) => Date;
  /** The zone the moment is announced in. */
  zone: (language: LanguageCode, date: Date) => DateParts;
  texts: Record<LanguageCode, (date: DateParts) => Headline>;
}

/** Where each scenario's countdown runs to, and what it says in each language about that moment. */
const milestones: Record<SeedScenario, Milestone> = {
  applications: {
    at: (timeline) => timeline.applications.endsAt,
    zone: utcParts,
    texts: {
      EN: ({ day, month, year, time }) => ({
        top_title: 'Applications close in',
        description: 'Send your favourite 2025 stream moments before the deadline.',
        sub_description: `Applications are open until ${day} ${month} ${year}, ${time} UTC.`,
      }),
      SP: ({ day, month, year, time }) => ({
        top_title: 'Las candidaturas cierran en',
        description: 'Envía tus momentos de stream favoritos de 2025 antes de que termine el plazo.',
        sub_description: `Las candidaturas están abiertas hasta el ${day} de ${month} de ${year} a las ${time} UTC.`,
      }),
      RU: ({ day, month, year, time }) => ({
        top_title: 'До конца приёма заявок',
        description: 'Успейте отправить любимые моменты стримов 2025 года до окончания срока.',
        sub_description: `Заявки принимаются до ${time} UTC ${day} ${month} ${year} года.`,
      }),
      PT: ({ day, month, year, time }) => ({
        top_title: 'As inscrições terminam em',
        description: 'Envie seus momentos de live favoritos de 2025 antes do prazo final.',
        sub_description: `As inscrições ficam abertas até ${day} de ${month} de ${year}, às ${time} UTC.`,
      }),
    },
  },
  // The scenario puts today inside the longlist (season-timeline.ts): its close is what comes next.
  voting: {
    at: (timeline) => timeline.longlist.endsAt,
    zone: utcParts,
    texts: {
      EN: ({ day, month, year, time }) => ({
        top_title: 'Longlist voting closes in',
        description: 'Sign in and vote for your favourites in every nomination before the round ends.',
        sub_description: `Longlist voting is open until ${day} ${month} ${year}, ${time} UTC.`,
      }),
      SP: ({ day, month, year, time }) => ({
        top_title: 'La votación de la lista larga cierra en',
        description: 'Inicia sesión y vota por tus favoritas en cada nominación antes de que termine la ronda.',
        sub_description: `La votación de la lista larga está abierta hasta el ${day} de ${month} de ${year} a las ${time} UTC.`,
      }),
      RU: ({ day, month, year, time }) => ({
        top_title: 'До конца голосования за длинный список',
        description: 'Войдите в аккаунт и проголосуйте за фаворитов в каждой номинации, пока идёт этот этап.',
        sub_description: `Голосование за длинный список идёт до ${time} UTC ${day} ${month} ${year} года.`,
      }),
      PT: ({ day, month, year, time }) => ({
        top_title: 'A votação da lista longa termina em',
        description: 'Entre na sua conta e vote nas suas favoritas em cada categoria antes do fim da rodada.',
        sub_description: `A votação da lista longa fica aberta até ${day} de ${month} de ${year}, às ${time} UTC.`,
      }),
    },
  },
  // The scenario puts today after the live show: the countdown stands at zero and the texts look back.
  results: {
    at: (timeline) => timeline.liveShow.startsAt,
    zone: cestParts,
    texts: {
      EN: ({ day, month, year, time }) => ({
        top_title: 'The winners are announced',
        description: 'Thank you for voting! The winners of every nomination were revealed in the live show.',
        sub_description: `The live show took place on ${day} ${month} ${year} at ${time} CEST.`,
      }),
      SP: ({ day, month, year, time }) => ({
        top_title: 'Ya conocemos a los ganadores',
        description: '¡Gracias por votar! Los ganadores de cada nominación se revelaron en la gala en directo.',
        sub_description: `La gala en directo se celebró el ${day} de ${month} de ${year} a las ${time} CEST.`,
      }),
      RU: ({ day, month, year, time }) => ({
        top_title: 'Победители объявлены',
        description: 'Спасибо за ваши голоса! Победителей во всех номинациях объявили в прямом эфире.',
        sub_description: `Прямой эфир прошёл ${day} ${month} ${year} года в ${time} CEST.`,
      }),
      PT: ({ day, month, year, time }) => ({
        top_title: 'Os vencedores foram revelados',
        description: 'Obrigado por votar! Os vencedores de cada categoria foram revelados no show ao vivo.',
        sub_description: `O show ao vivo aconteceu em ${day} de ${month} de ${year}, às ${time} CEST.`,
      }),
    },
  },
};

/** The home page's countdown for a scenario: to its phase's next milestone on the season's timeline. */
export function timer(timeline: SeasonTimeline, scenario: SeedScenario): TimerItem {
  const { at, zone, texts: headlines } = milestones[scenario];
  const end = at(timeline);
  const texts = (language: LanguageCode) => ({ ...headlines[language](zone(language, end)), ...units[language] });
  return {
    id: 1,
    end_datetime: contentDateTime(end),
    translations: translationRows('timer', 1, { EN: texts('EN'), SP: texts('SP'), RU: texts('RU'), PT: texts('PT') }),
  };
}
