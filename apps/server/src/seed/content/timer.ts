import type { TimerItem } from '@awards/contracts';
import { SEASON } from './season';
import { translationRows } from './translations';

/** The countdown runs to the end of applications. */
export const timer: TimerItem = {
  id: 1,
  end_datetime: SEASON.applicationsClose,
  translations: translationRows('timer', 1, {
    EN: {
      top_title: 'Applications close in',
      description: 'Send your favourite 2025 stream moments before the deadline.',
      sub_description: 'Applications are open until 3 January 2027, 23:59 UTC.',
      timer_days: 'days',
      timer_hours: 'hours',
      timer_minutes: 'minutes',
      timer_seconds: 'seconds',
    },
    SP: {
      top_title: 'Las candidaturas cierran en',
      description: 'Envía tus momentos de stream favoritos de 2025 antes de que termine el plazo.',
      sub_description: 'Las candidaturas están abiertas hasta el 3 de enero de 2027 a las 23:59 UTC.',
      timer_days: 'días',
      timer_hours: 'horas',
      timer_minutes: 'minutos',
      timer_seconds: 'segundos',
    },
    RU: {
      top_title: 'До конца приёма заявок',
      description: 'Успейте отправить любимые моменты стримов 2025 года до окончания срока.',
      sub_description: 'Заявки принимаются до 23:59 UTC 3 января 2027 года.',
      timer_days: 'дней',
      timer_hours: 'часов',
      timer_minutes: 'минут',
      timer_seconds: 'секунд',
    },
    PT: {
      top_title: 'As inscrições terminam em',
      description: 'Envie seus momentos de live favoritos de 2025 antes do prazo final.',
      sub_description: 'As inscrições ficam abertas até 3 de janeiro de 2027, às 23:59 UTC.',
      timer_days: 'dias',
      timer_hours: 'horas',
      timer_minutes: 'minutos',
      timer_seconds: 'segundos',
    },
  }),
};
