import type { NominationItem } from '@awards/contracts';
import { assetIds } from '../images/asset-ids';
import { translationRows, type Localised } from './translations';

type NominationTexts = { title: string; description: string };

/** The eleven nominations, in id order. */
const texts: Localised<NominationTexts>[] = [
  {
    EN: {
      title: 'Most hilarious reaction',
      description:
        "The moment a streamer's reaction had the whole chat crying with laughter. Send us the clip where a win, a loss or a completely unexpected twist produced a reaction so funny that viewers kept replaying it.",
    },
    SP: {
      title: 'La reacción más divertida',
      description:
        'Ese momento en que la reacción de un streamer hizo llorar de risa a todo el chat. Envíanos el clip en el que una victoria, una derrota o un giro totalmente inesperado provocó una reacción tan graciosa que los espectadores la vieron una y otra vez.',
    },
    RU: {
      title: 'Самая смешная реакция',
      description:
        'Момент, когда реакция стримера заставила весь чат рыдать от смеха. Пришлите фрагмент, где выигрыш, проигрыш или совершенно неожиданный поворот вызвали настолько смешную реакцию, что зрители пересматривали её снова и снова.',
    },
    PT: {
      title: 'A reação mais hilária',
      description:
        'Aquele momento em que a reação de um streamer fez o chat inteiro chorar de rir. Envie o clip em que uma vitória, uma derrota ou uma reviravolta totalmente inesperada gerou uma reação tão engraçada que os espectadores não paravam de rever.',
    },
  },
  {
    EN: {
      title: 'The brightest reaction',
      description:
        'For the most explosive, emotional and unforgettable reaction on stream. Big wins, near misses, pure disbelief: we are looking for the reaction that lit up both the screen and the chat.',
    },
    SP: {
      title: 'La reacción más brillante',
      description:
        'Para la reacción más explosiva, emotiva e inolvidable en directo. Grandes victorias, derrotas por un pelo, pura incredulidad: buscamos la reacción que iluminó a la vez la pantalla y el chat.',
    },
    RU: {
      title: 'Самая яркая реакция',
      description:
        'Для самой взрывной, эмоциональной и незабываемой реакции в эфире. Крупные выигрыши, «почти получилось», полное неверие в происходящее: мы ищем реакцию, которая зажгла и экран, и чат.',
    },
    PT: {
      title: 'A reação mais brilhante',
      description:
        'Para a reação mais explosiva, emocionante e inesquecível da live. Grandes vitórias, derrotas por um triz, pura incredulidade: procuramos a reação que iluminou a tela e o chat ao mesmo tempo.',
    },
  },
  {
    EN: {
      title: 'Coolest background',
      description:
        'The stream setup that deserves its own round of applause. Lights, decor, props, a clever scene or a room built with love: show us the background that makes a channel recognisable at first glance.',
    },
    SP: {
      title: 'El fondo más genial',
      description:
        'El set de stream que merece su propio aplauso. Luces, decoración, accesorios, una escena ingeniosa o una habitación montada con cariño: muéstranos el fondo que hace reconocible un canal a primera vista.',
    },
    RU: {
      title: 'Самый крутой фон',
      description:
        'Сетап, который заслуживает отдельных аплодисментов. Свет, декор, реквизит, оригинальная сцена или комната, обустроенная с любовью: покажите фон, по которому канал узнают с первого взгляда.',
    },
    PT: {
      title: 'O cenário mais legal',
      description:
        'O setup de live que merece seus próprios aplausos. Iluminação, decoração, objetos de cena, uma cena criativa ou um quarto montado com carinho: mostre o cenário que torna um canal reconhecível à primeira vista.',
    },
  },
  {
    EN: {
      title: 'Craziest outfit',
      description:
        'Costumes, themed looks and outfits nobody saw coming. Nominate the streamer who went live dressed so boldly that the outfit became part of the show.',
    },
    SP: {
      title: 'El atuendo más loco',
      description:
        'Disfraces, looks temáticos y atuendos que nadie vio venir. Nomina al streamer que salió en directo con un estilo tan atrevido que su ropa se convirtió en parte del espectáculo.',
    },
    RU: {
      title: 'Самый сумасшедший образ',
      description:
        'Костюмы, тематические образы и наряды, которых никто не ожидал. Номинируйте стримера, который вышел в эфир в настолько смелом образе, что наряд стал частью шоу.',
    },
    PT: {
      title: 'O look mais maluco',
      description:
        'Fantasias, looks temáticos e roupas que ninguém esperava. Indique o streamer que entrou ao vivo com um visual tão ousado que a roupa virou parte do show.',
    },
  },
  {
    EN: {
      title: 'Best streamer collaboration',
      description:
        'When two or more streamers join forces, magic can happen. Nominate the joint stream, challenge or crossover that brought communities together and delivered the best content of the year.',
    },
    SP: {
      title: 'La mejor colaboración entre streamers',
      description:
        'Cuando dos o más streamers unen fuerzas, puede surgir la magia. Nomina el stream conjunto, el reto o el crossover que unió comunidades y ofreció el mejor contenido del año.',
    },
    RU: {
      title: 'Лучшая коллаборация стримеров',
      description:
        'Когда два или больше стримеров объединяют усилия, случается магия. Номинируйте совместный стрим, челлендж или кроссовер, который сблизил сообщества и подарил лучший контент года.',
    },
    PT: {
      title: 'Melhor colaboração entre streamers',
      description:
        'Quando dois ou mais streamers unem forças, a mágica pode acontecer. Indique a live conjunta, o desafio ou o crossover que juntou comunidades e entregou o melhor conteúdo do ano.',
    },
  },
  {
    EN: {
      title: 'Best cringe',
      description:
        'Awkward silences, failed jokes and moments that make you cover your eyes. This nomination celebrates the most gloriously cringeworthy clip: the one we cannot stop watching even though we want to.',
    },
    SP: {
      title: 'El mejor cringe',
      description:
        'Silencios incómodos, chistes fallidos y momentos que te hacen taparte los ojos. Esta categoría celebra el clip más gloriosamente vergonzoso: ese que no podemos dejar de ver aunque queramos.',
    },
    RU: {
      title: 'Лучший кринж',
      description:
        'Неловкие паузы, неудачные шутки и моменты, от которых хочется закрыть лицо руками. Эта номинация — для самого восхитительно кринжового момента, от которого невозможно оторваться, даже если очень хочется.',
    },
    PT: {
      title: 'O melhor cringe',
      description:
        'Silêncios constrangedores, piadas que não deram certo e momentos que fazem a gente cobrir os olhos. Esta categoria celebra o clip mais gloriosamente vergonhoso: aquele que não conseguimos parar de ver, mesmo querendo.',
    },
  },
  {
    EN: {
      title: 'Best female streamer',
      description:
        'Honouring a woman who stood out this year through her charisma, consistency and the community she has built. Tell us why her streams are the ones you never want to miss.',
    },
    SP: {
      title: 'La mejor streamer',
      description:
        'Un reconocimiento a la mujer que destacó este año por su carisma, su constancia y la comunidad que ha construido. Cuéntanos por qué sus streams son los que nunca te quieres perder.',
    },
    RU: {
      title: 'Лучшая девушка-стример',
      description:
        'Награда девушке, которая выделилась в этом году харизмой, постоянством и сообществом, собранным вокруг своего канала. Расскажите, почему её стримы вы никогда не пропускаете.',
    },
    PT: {
      title: 'Melhor streamer feminina',
      description:
        'Uma homenagem à mulher que se destacou neste ano pelo carisma, pela constância e pela comunidade que construiu. Conte por que as lives dela são aquelas que você nunca quer perder.',
    },
  },
  {
    EN: {
      title: 'Community champion',
      description:
        'For the streamer who gives back: charity streams, support for newcomers, fair play and a chat where everyone feels welcome. Nominate the person who makes the community stronger.',
    },
    SP: {
      title: 'Campeón de la comunidad',
      description:
        'Para el streamer que devuelve lo que recibe: streams benéficos, apoyo a los recién llegados, juego limpio y un chat donde todos se sienten bienvenidos. Nomina a quien hace más fuerte a la comunidad.',
    },
    RU: {
      title: 'Чемпион сообщества',
      description:
        'Для стримера, который отдаёт больше, чем получает: благотворительные эфиры, поддержка новичков, честная игра и чат, где всем рады. Номинируйте того, кто делает сообщество сильнее.',
    },
    PT: {
      title: 'Campeão da comunidade',
      description:
        'Para o streamer que retribui: lives beneficentes, apoio a quem está começando, jogo limpo e um chat onde todo mundo se sente bem-vindo. Indique quem deixa a comunidade mais forte.',
    },
  },
  {
    EN: {
      title: 'Rising star',
      description:
        'A new name that grew fast and earned it. Nominate the streamer who started recently, or had their breakthrough this year, and is already drawing a crowd of loyal viewers.',
    },
    SP: {
      title: 'Estrella en ascenso',
      description:
        'Un nombre nuevo que creció rápido y se lo ganó. Nomina al streamer que empezó hace poco, o que despegó este año, y que ya reúne a un público fiel.',
    },
    RU: {
      title: 'Восходящая звезда',
      description:
        'Новое имя, которое быстро набрало популярность, и заслуженно. Номинируйте стримера, который начал недавно или совершил прорыв в этом году и уже собирает преданную аудиторию.',
    },
    PT: {
      title: 'Estrela em ascensão',
      description:
        'Um nome novo que cresceu rápido e mereceu. Indique o streamer que começou há pouco tempo, ou que decolou neste ano, e já reúne um público fiel.',
    },
  },
  {
    EN: {
      title: 'Streamer besties',
      description:
        'The duo whose friendship shines on and off camera. Inside jokes, shared streams and constant support: nominate the pair of streamers who are simply better together.',
    },
    SP: {
      title: 'Mejores amigos streamers',
      description:
        'El dúo cuya amistad brilla dentro y fuera de cámara. Bromas internas, streams compartidos y apoyo constante: nomina a esos dos streamers que, sencillamente, son mejores juntos.',
    },
    RU: {
      title: 'Лучшие друзья-стримеры',
      description:
        'Дуэт, чья дружба видна и в кадре, и за его пределами. Свои шутки, совместные стримы и постоянная поддержка: номинируйте пару стримеров, которым просто лучше вместе.',
    },
    PT: {
      title: 'Melhores amigos streamers',
      description:
        'A dupla cuja amizade brilha dentro e fora das câmeras. Piadas internas, lives em dupla e apoio constante: indique os dois streamers que simplesmente são melhores juntos.',
    },
  },
  {
    EN: {
      title: 'Wildest stream moment',
      description:
        "The one moment nobody could have scripted. Chaos, surprises, technical disasters or unbelievable luck: send us the clip that made viewers ask, “Did that really just happen?”",
    },
    SP: {
      title: 'El momento más salvaje del stream',
      description:
        'Ese momento que nadie habría podido escribir en un guion. Caos, sorpresas, desastres técnicos o una suerte increíble: envíanos el clip que hizo preguntarse a los espectadores: «¿De verdad acaba de pasar esto?».',
    },
    RU: {
      title: 'Самый безумный момент стрима',
      description:
        'Тот самый момент, который невозможно было срежиссировать. Хаос, сюрпризы, технические катастрофы или невероятная удача: пришлите фрагмент, после которого зрители спрашивали: «Это что, правда сейчас было?»',
    },
    PT: {
      title: 'O momento mais insano da live',
      description:
        'Aquele momento que ninguém conseguiria roteirizar. Caos, surpresas, desastres técnicos ou uma sorte inacreditável: envie o clip que fez os espectadores perguntarem: “Isso aconteceu mesmo?”',
    },
  },
];

export const nominations: NominationItem[] = texts.map((localised, index) => {
  const id = index + 1;
  return {
    id,
    sort: id,
    imageOld: assetIds.nomination(id, 'old'),
    imageNew: assetIds.nomination(id, 'new'),
    translations: translationRows('nominations', id, localised),
  };
});
