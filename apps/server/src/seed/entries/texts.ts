import type { DeclineReason, LanguageCode } from '@awards/contracts';

/** What the demo applicants wrote about their moments, in their own language. */
const comments: Record<LanguageCode, string[]> = {
  EN: ['Her reaction to the 500x win is priceless.', 'Watch the chat explode at this moment.', 'He could not stop laughing for a whole minute.', 'The best moment of the whole stream.'],
  SP: ['Su reacción al premio de 500x no tiene precio.', 'Mira cómo explota el chat en este momento.', 'No pudo parar de reír durante un minuto entero.', 'El mejor momento de todo el directo.'],
  RU: ['Её реакция на выигрыш x500\u00a0— это надо видеть.', 'Посмотрите, как взрывается чат в этот момент.', 'Он целую минуту не мог перестать смеяться.', 'Лучший момент всего стрима.'],
  PT: ['A reação dela ao prêmio de 500x não tem preço.', 'Veja o chat explodir neste momento.', 'Ele não conseguiu parar de rir por um minuto inteiro.', 'O melhor momento da live inteira.'],
};

/** The organisers' notes on some declines, in the entry's language. */
const notes: Record<LanguageCode, Partial<Record<DeclineReason, string>>> = {
  EN: { video_not_2025: 'The moment is from a stream in March 2024.', broken_link: 'The link leads to a deleted video.', other: 'The video is private, so we could not watch it.' },
  SP: { video_not_2025: 'El momento es de un directo de marzo de 2024.', broken_link: 'El enlace lleva a un vídeo eliminado.', other: 'El vídeo es privado, así que no pudimos verlo.' },
  RU: { video_not_2025: 'Этот момент из стрима марта 2024 года.', broken_link: 'Ссылка ведёт на удалённое видео.', other: 'Видео закрыто, поэтому мы не смогли его посмотреть.' },
  PT: { video_not_2025: 'O momento é de uma live de março de 2024.', broken_link: 'O link leva a um vídeo excluído.', other: 'O vídeo é privado, então não conseguimos assistir.' },
};

export const demoComment = (language: LanguageCode, n: number) => comments[language][n % comments[language].length]!;
export const demoNote = (language: LanguageCode, reason: DeclineReason) => notes[language][reason] ?? null;
