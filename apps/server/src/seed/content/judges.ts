import type { JudgeItem } from '@awards/contracts';
import { assetIds } from '../images/asset-ids';
import { translationRows, type Localised } from './translations';

type JudgeTexts = { name: string; role: string; description: string };

/** A fictional jury. Names keep their Latin spelling except in Russian, where readers expect Cyrillic. */
const texts: Localised<JudgeTexts>[] = [
  {
    EN: {
      name: 'Lena Varga',
      role: 'Head of the jury',
      description: "A producer of live shows for ten years. Lena looks for moments that feel genuine and keeps the jury's scoring fair and consistent.",
    },
    SP: {
      name: 'Lena Varga',
      role: 'Presidenta del jurado',
      description: 'Lleva diez años produciendo programas en directo. Lena busca momentos auténticos y se asegura de que las puntuaciones del jurado sean justas y coherentes.',
    },
    RU: {
      name: 'Лена Варга',
      role: 'Председатель жюри',
      description: 'Десять лет продюсирует прямые эфиры. Лена ищет искренние моменты и следит, чтобы оценки жюри были честными и последовательными.',
    },
    PT: {
      name: 'Lena Varga',
      role: 'Presidente do júri',
      description: 'Produz programas ao vivo há dez anos. Lena procura momentos autênticos e garante que as notas do júri sejam justas e coerentes.',
    },
  },
  {
    EN: {
      name: 'Diego Albarrán',
      role: 'Community manager',
      description: 'Diego has moderated some of the busiest chats in the scene. He judges how a moment lands with the audience and how it brings people together.',
    },
    SP: {
      name: 'Diego Albarrán',
      role: 'Responsable de comunidad',
      description: 'Diego ha moderado algunos de los chats más concurridos de la escena. Valora cómo conecta un momento con el público y cuánto une a la gente.',
    },
    RU: {
      name: 'Диего Альбарран',
      role: 'Комьюнити-менеджер',
      description: 'Диего модерировал одни из самых оживлённых чатов в стриминге. Он оценивает, как момент воспринимает аудитория и насколько он объединяет людей.',
    },
    PT: {
      name: 'Diego Albarrán',
      role: 'Gerente de comunidade',
      description: 'Diego já moderou alguns dos chats mais movimentados da cena. Ele avalia como um momento chega ao público e o quanto ele une as pessoas.',
    },
  },
  {
    EN: {
      name: 'Anya Sorokina',
      role: 'Video editor',
      description: 'Anya has cut thousands of highlight clips. She pays attention to timing, picture and sound, and to whether a clip works without any context.',
    },
    SP: {
      name: 'Anya Sorokina',
      role: 'Editora de vídeo',
      description: 'Anya ha editado miles de clips destacados. Se fija en el ritmo, la imagen y el sonido, y en si un clip funciona sin ningún contexto.',
    },
    RU: {
      name: 'Аня Сорокина',
      role: 'Видеомонтажёр',
      description: 'Аня смонтировала тысячи хайлайтов. Она обращает внимание на тайминг, картинку и звук, а также на то, понятен ли фрагмент без всякого контекста.',
    },
    PT: {
      name: 'Anya Sorokina',
      role: 'Editora de vídeo',
      description: 'Anya já editou milhares de clips de destaque. Ela presta atenção ao ritmo, à imagem e ao som, e se o clip funciona sem nenhum contexto.',
    },
  },
  {
    EN: {
      name: 'Rafael Monteiro',
      role: "Streamer, last season's winner",
      description: 'Rafael took the “Rising star” award last season and now sits on the other side of the table. He knows how much work goes into every stream.',
    },
    SP: {
      name: 'Rafael Monteiro',
      role: 'Streamer, ganador de la temporada pasada',
      description: 'Rafael ganó el premio «Estrella en ascenso» la temporada pasada y ahora se sienta al otro lado de la mesa. Sabe cuánto trabajo hay detrás de cada stream.',
    },
    RU: {
      name: 'Рафаэль Монтейру',
      role: 'Стример, победитель прошлого сезона',
      description: 'В прошлом сезоне Рафаэль победил в номинации «Восходящая звезда», а теперь оказался по другую сторону стола. Он знает, сколько труда стоит за каждым стримом.',
    },
    PT: {
      name: 'Rafael Monteiro',
      role: 'Streamer, vencedor da temporada passada',
      description: 'Rafael levou o prêmio “Estrela em ascensão” na temporada passada e agora está do outro lado da mesa. Ele sabe quanto trabalho existe por trás de cada live.',
    },
  },
];

export const judges: JudgeItem[] = texts.map((localised, index) => {
  const id = index + 1;
  return { id, sort: id, photo: assetIds.judge(id), translations: translationRows('judges', id, localised) };
});
